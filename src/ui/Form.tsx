/** Phone-first forms: a card of labelled fields, a note under them, one big submit button. */
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import styles from './Form.module.css';

export function FormCard({
  onSubmit,
  children,
  footer,
}: {
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.card}>{children}</div>
      {footer}
    </form>
  );
}

/** A labelled input; `action` sits at the input's end (e.g. a send-code button). */
export function Field({
  label,
  error,
  hint,
  action,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  const described = error || hint ? `${id}-note` : undefined;
  const field = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {action ? (
        <div className={styles.row}>
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {(error || hint) && (
        <p id={described} className={error ? styles.error : styles.hint}>
          {error || hint}
        </p>
      )}
    </div>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
