/** The download sheet's ways of choosing: this chapter or the next n, or a range by chapter number. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Chapter } from '../../core/contract/content';
import type { DownloadKind } from '../../core/offline/downloads';
import { type ChapterRangeError, NEXT_COUNTS, nextChapters, type RangeCheck } from './chapter-selection';
import styles from './DownloadSheet.module.css';

const RANGE_ERRORS: Record<ChapterRangeError, MessageDescriptor> = {
  number: msg`请输入章节序号`,
  bounds: msg`超出章节范围`,
  order: msg`起始章节不能在结束章节之后`,
};

/** The chapters of a list as a span of numbers ("第3–7话"), or a dash for none. */
export type SpanOf = (list: readonly Chapter[]) => string;

/** The quick choices: this chapter (episode) or the next n. */
function quickTitle(kind: DownloadKind, n: number): ReactNode {
  if (kind === 'video') return n === 1 ? <Trans>本集</Trans> : <Trans>后 {n} 集</Trans>;
  if (n === 1) return <Trans>本话</Trans>;
  return kind === 'novel' ? <Trans>后 {n} 章</Trans> : <Trans>后 {n} 话</Trans>;
}

export function QuickChoices({
  kind,
  sorted,
  start,
  count,
  onCount,
  span,
}: {
  kind: DownloadKind;
  sorted: readonly Chapter[];
  /** Where the reader is: "this chapter" and "the next n" start here. */
  start: Chapter | undefined;
  count: number;
  onCount: (count: number) => void;
  span: SpanOf;
}) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.options}>
      <legend className="visually-hidden">{t`下载多少`}</legend>
      {[1, ...NEXT_COUNTS].map((n) => {
        const list = nextChapters(sorted, start?.id ?? null, n);
        return (
          <button
            key={n}
            type="button"
            aria-pressed={count === n}
            className={count === n ? `${styles.option} ${styles.on}` : styles.option}
            onClick={() => onCount(n)}
            data-testid={`download-next-${n}`}
          >
            <span className={styles.optionTitle}>{quickTitle(kind, n)}</span>
            <span className={styles.optionSpan}>{n === 1 ? (start?.title ?? '—') : span(list)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

export function RangeChoice({
  sorted,
  from,
  to,
  range,
  onFrom,
  onTo,
  span,
}: {
  sorted: readonly Chapter[];
  from: string;
  to: string;
  range: RangeCheck;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  span: SpanOf;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.range}>
      <div className={styles.rangeRow}>
        <RangeField
          label={<Trans>从</Trans>}
          value={from}
          invalid={!range.ok}
          onChange={onFrom}
          testId="download-range-from"
        />
        <span className={styles.dash} aria-hidden="true">
          —
        </span>
        <RangeField
          label={<Trans>到</Trans>}
          value={to}
          invalid={!range.ok}
          onChange={onTo}
          testId="download-range-to"
        />
      </div>
      {range.ok ? (
        <p className={styles.rangeHint}>
          <Trans>可选 {span(sorted)}</Trans>
        </p>
      ) : (
        <p className={styles.rangeError} role="alert" data-testid="download-range-error">
          {i18n._(RANGE_ERRORS[range.error])} · <Trans>可选 {span(sorted)}</Trans>
        </p>
      )}
    </div>
  );
}

/** A chapter number of the range. */
function RangeField({
  label,
  value,
  invalid,
  onChange,
  testId,
}: {
  label: ReactNode;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        className={styles.number}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-invalid={invalid}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
      />
    </label>
  );
}
