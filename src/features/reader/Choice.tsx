/** A row of choices in the reader's settings: native radios drawn as chips that wrap on narrow screens. */
import { useId } from 'react';
import styles from './ReaderMenu.module.css';

export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** For tests and for the settings' own layout. */
  name: string;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choice} data-testid={`setting-${name}`}>
      <legend className={styles.settingLabel}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={option.value === value ? `${styles.chip} ${styles.on}` : styles.chip}>
            <input
              type="radio"
              name={id}
              value={option.value}
              className="visually-hidden"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
