/**
 * One choice among a few options: the one control behind the filter chips (Chips), the small
 * segmented control (Segmented) and the reader's setting rows. `as`: `buttons` is a toolbar of
 * pressed / not pressed buttons (filters that act at once); `radios` is a fieldset of native
 * radios drawn by the look's classes. The look (classes) is the caller's.
 */
import { useId } from 'react';

export interface ChoiceLook {
  group: string;
  option: string;
  on: string;
  /** A visible legend's class; without it the label is for assistive technology only. */
  legend?: string;
  /** A box around the options, under the legend. */
  options?: string;
}

export interface ChoiceProps<T extends string | number> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

export function Choices<T extends string | number>({
  label,
  value,
  options,
  onChange,
  look,
  as,
  testId,
}: ChoiceProps<T> & { look: ChoiceLook; as: 'buttons' | 'radios'; testId?: string }) {
  const name = useId();
  const items = options.map((option) => {
    const on = option.value === value;
    const className = on ? `${look.option} ${look.on}` : look.option;
    return as === 'buttons' ? (
      <button
        key={String(option.value)}
        type="button"
        className={className}
        aria-pressed={on}
        onClick={() => onChange(option.value)}
      >
        {option.label}
      </button>
    ) : (
      <label key={String(option.value)} className={className}>
        <input
          type="radio"
          name={name}
          value={String(option.value)}
          className="visually-hidden"
          checked={on}
          onChange={() => onChange(option.value)}
        />
        {option.label}
      </label>
    );
  });
  if (as === 'buttons') {
    return (
      <div className={look.group} role="toolbar" aria-label={label} data-testid={testId}>
        {items}
      </div>
    );
  }
  return (
    <fieldset className={look.group} data-testid={testId}>
      <legend className={look.legend ?? 'visually-hidden'}>{label}</legend>
      {look.options ? <div className={look.options}>{items}</div> : items}
    </fieldset>
  );
}
