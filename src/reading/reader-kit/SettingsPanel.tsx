/**
 * The readers' settings panel and its rows: rows of choices (native radios drawn as chips that
 * wrap on narrow screens), steppers (− value +) and sliders (the brightness). Each reader lists its
 * own settings with these; every change applies at once and is kept on the device.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type ChoiceLook, type ChoiceProps, Choices } from '../../ui/Choices';
import { BRIGHTNESS_MIN } from './kept-settings';
import styles from './ReaderChrome.module.css';

const SETTING_LOOK: ChoiceLook = {
  group: styles.choice!,
  legend: styles.settingLabel!,
  options: styles.chips!,
  option: styles.chip!,
  on: styles.on!,
};

export function SettingsPanel({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={styles.settings} data-testid={testId}>
      {children}
    </div>
  );
}

/** A row of choices, one of them on. */
export function SettingChoices<T extends string | number>(props: ChoiceProps<T> & { testId: string }) {
  return <Choices as="radios" look={SETTING_LOOK} {...props} />;
}

interface Step {
  /** What the button shows (A−, +…). */
  text: string;
  /** Its name for assistive technology. */
  label?: string;
  disabled: boolean;
  onClick: () => void;
  testId?: string;
}

/** A value with a button either side that steps it down or up. */
export function SettingStepper({
  label,
  value,
  less,
  more,
  testId,
  valueTestId,
}: {
  label: ReactNode;
  value: ReactNode;
  less: Step;
  more: Step;
  testId?: string;
  valueTestId?: string;
}) {
  const button = (step: Step) => (
    <button
      type="button"
      className={styles.step}
      disabled={step.disabled}
      onClick={step.onClick}
      aria-label={step.label}
      data-testid={step.testId}
    >
      {step.text}
    </button>
  );
  return (
    <fieldset className={styles.stepper} data-testid={testId}>
      <legend className={styles.settingLabel}>{label}</legend>
      {button(less)}
      <output className={styles.value} data-testid={valueTestId}>
        {value}
      </output>
      {button(more)}
    </fieldset>
  );
}

/** A slider of percentages (a value of 1 is 100 %), in steps of 5 %. */
export function SettingRange({
  label,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <label className={styles.range}>
      <span className={styles.settingLabel}>
        {label}
        <output className={styles.value}>{Math.round(value * 100)}%</output>
      </span>
      <input
        type="range"
        min={Math.round(min * 100)}
        max={Math.round(max * 100)}
        step={5}
        value={Math.round(value * 100)}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
        data-testid={testId}
      />
    </label>
  );
}

/** The brightness slider (a dim layer over the page). */
export function BrightnessSetting({ value, onChange }: { value: number; onChange: (brightness: number) => void }) {
  return (
    <SettingRange
      label={<Trans>亮度</Trans>}
      value={value}
      min={BRIGHTNESS_MIN}
      max={1}
      onChange={onChange}
      testId="brightness"
    />
  );
}
