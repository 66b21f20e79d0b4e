import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export function Button({
  variant = 'primary',
  block = false,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost'; block?: boolean }) {
  const classes = [styles.button, variant === 'ghost' && styles.ghost, block && styles.block, className];
  return <button type="button" {...props} className={classes.filter(Boolean).join(' ')} />;
}

export const buttonClass = (variant: 'primary' | 'ghost' = 'primary') =>
  [styles.button, variant === 'ghost' && styles.ghost].filter(Boolean).join(' ');
