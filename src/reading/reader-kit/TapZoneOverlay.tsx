/**
 * Shows where the tap zones are for a moment after they change (layout, inversion, reading
 * direction), the way Mihon does, so the reader learns them without reading a manual.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import styles from '../../features/reader/ReaderScreen.module.css';
import { screenRegions, type TapOptions } from './tap-zones';

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
