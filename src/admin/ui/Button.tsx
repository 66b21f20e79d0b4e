/** Buttons: primary (one per view), plain, quiet, danger; busy while their action runs. */
import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'plain' | 'quiet' | 'danger';
  size?: 'small' | 'normal';
  busy?: boolean;
}

export function Button({ variant = 'plain', size = 'normal', busy, className, disabled, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ')}
    />
  );
}
