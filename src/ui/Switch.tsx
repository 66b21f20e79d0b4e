/** An on/off choice: a label (with an optional line of explanation) and a switch drawn from a native checkbox. */
import type { ReactNode } from 'react';
import styles from './Switch.module.css';

export function Switch({
  label,
  hint,
  checked,
  onChange,
  className,
  testId,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <label className={[styles.toggle, className].filter(Boolean).join(' ')}>
      <span>
        {label}
        {hint && <small>{hint}</small>}
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        data-testid={testId}
      />
    </label>
  );
}
