/**
 * Form fields: a label, the control, a hint and the problem (said once the field was touched or the
 * form sent). `fieldState` reads a TanStack Form field: its value and handlers, and whether its
 * valibot schema (core/admin/schemas.ts) found a problem, which the form says in its own words.
 */
import type { AnyFieldApi } from '@tanstack/react-form';
import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong, in the operator's words (shown instead of the hint). */
  problem?: string | null;
  children: (control: { id: string; invalid: boolean; describedBy: string }) => ReactNode;
  wide?: boolean;
}

export function Field({ label, hint, problem, children, wide }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={[styles.field, wide ? styles.wide : ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, invalid: !!problem, describedBy: noteId })}
      {problem ? (
        <p id={noteId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : hint ? (
        <p id={noteId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Whether a form field should show its problem now. */
export function showsProblem(field: AnyFieldApi): boolean {
  const { meta } = field.state;
  return meta.errors.length > 0 && (meta.isTouched || field.form.state.submissionAttempts > 0);
}

/** The problem text of a field, when it has one to show. */
export const problemOf = (field: AnyFieldApi, text: string): string | null => (showsProblem(field) ? text : null);

export const controlClass = styles.control;
