/** The readers' brightness slider (a dim layer over the page: 1 is none), in steps of 5 %. */
import { Trans } from '@lingui/react/macro';
import styles from './ReaderChrome.module.css';

export function BrightnessSetting({
  value,
  min,
  onChange,
}: {
  value: number;
  min: number;
  onChange: (brightness: number) => void;
}) {
  return (
    <label className={styles.range}>
      <span className={styles.settingLabel}>
        <Trans>亮度</Trans>
        <output className={styles.value}>{Math.round(value * 100)}%</output>
      </span>
      <input
        type="range"
        min={min * 100}
        max={100}
        step={5}
        value={Math.round(value * 100)}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
        data-testid="brightness"
      />
    </label>
  );
}
