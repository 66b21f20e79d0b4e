/**
 * Form fields bound to a TanStack Form field (its value, change and blur), with the words the
 * form says when the field's valibot schema refuses it. A form lays its fields out in a <FormGrid>.
 */
import type { AnyFieldApi } from '@tanstack/react-form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, Field, problemOf } from './Field';
import styles from './FormFields.module.css';

interface Common {
  field: AnyFieldApi;
  label: ReactNode;
  /** What the form says when the schema refuses the value. */
  problem: string;
  hint?: ReactNode;
  wide?: boolean;
}

export function FormInput({
  field,
  label,
  problem,
  hint,
  wide,
  numeric,
  ...input
}: Common & { numeric?: boolean } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'onBlur' | 'id'
  >) {
  return (
    <Field label={label} hint={hint} problem={problemOf(field, problem)} wide={wide}>
      {({ id, invalid, describedBy }) => (
        <input
          {...input}
          id={id}
          name={field.name}
          className={controlClass}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          inputMode={numeric ? 'numeric' : input.inputMode}
          value={numeric && Number.isNaN(field.state.value) ? '' : (field.state.value as string)}
          // A number field holds a number (NaN while empty: its schema refuses it).
          onChange={(event) => field.handleChange(numeric ? event.target.valueAsNumber : event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

/** An on/off switch: a checkbox inside its label. */
export function FormSwitch({ field, label }: { field: AnyFieldApi; label: ReactNode }) {
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value as boolean}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      {label}
    </label>
  );
}

export function FormTextarea({ field, label, problem, hint, wide, rows = 4 }: Common & { rows?: number }) {
  return (
    <Field label={label} hint={hint} problem={problemOf(field, problem)} wide={wide}>
      {({ id, invalid, describedBy }) => (
        <textarea
          id={id}
          name={field.name}
          rows={rows}
          className={controlClass}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={field.state.value as string}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/** A choice among a few; numbers stay numbers. */
export function FormSelect<V extends string | number>({
  field,
  label,
  problem,
  hint,
  wide,
  choices,
}: Common & { choices: Choice<V>[] }) {
  return (
    <Field label={label} hint={hint} problem={problemOf(field, problem)} wide={wide}>
      {({ id, invalid, describedBy }) => (
        <select
          id={id}
          name={field.name}
          className={controlClass}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={String(field.state.value)}
          onChange={(event) => {
            const chosen = choices.find((choice) => String(choice.value) === event.target.value);
            if (chosen) field.handleChange(chosen.value);
          }}
          onBlur={field.handleBlur}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
