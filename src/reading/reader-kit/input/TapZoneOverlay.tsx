/**
 * Shows where the tap zones are for a moment after they change (layout, inversion, reading
 * direction), the way Mihon does, so the reader learns them without reading a manual.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from '../ReaderFrame.module.css';
import { screenRegions, type TapOptions } from './tap-zones';

/** How long the tap zones show after they change. */
const ZONES_SHOWN_MS = 1600;

export function TapZoneOverlay({ options }: { options: TapOptions }) {
  const { i18n } = useLingui();
  const label = { prev: i18n._(msg`上一页`), next: i18n._(msg`下一页`) };
  return (
    <div className={styles.zones} aria-hidden="true" data-testid="tap-zones">
      {screenRegions(options).map((region) => (
        <div
          key={`${region.l}:${region.t}:${region.r}:${region.b}`}
          className={
            region.action === 'next' ? `${styles.zone} ${styles.zoneNext}` : `${styles.zone} ${styles.zonePrev}`
          }
          style={{
            left: `${region.l * 100}%`,
            top: `${region.t * 100}%`,
            width: `${(region.r - region.l) * 100}%`,
            height: `${(region.b - region.t) * 100}%`,
          }}
        >
          {label[region.action]}
        </div>
      ))}
    </div>
  );
}

/** Whether the zones show now, and `show` to show them for a moment. */
export function useZonesHint(): { shown: boolean; show: () => void } {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(() => {
    setShown(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(false), ZONES_SHOWN_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { shown, show };
}
