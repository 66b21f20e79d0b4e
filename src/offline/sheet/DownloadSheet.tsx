/**
 * The download sheet of a work (from its detail or its chapter list, or a video's episode grid):
 * this chapter (episode) or the next 5 / 10 / 20 from where the reader is, a range by chapter
 * number, or chapters picked one by one. Chapters the reader may not open are marked and left out
 * with a hint to buy them first; those already downloaded or on their way are left as they are.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Chapter, WorkCard } from '../../core/contract/content';
import { clock } from '../../core/format';
import { type DownloadKind, downloadKey } from '../../core/offline/downloads';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Segmented } from '../../ui/Segmented';
import { Sheet } from '../../ui/Sheet';
import { ChapterCount, chapterSpan } from '../download-labels';
import { addDownloads, resumeDownloads, useDownloads } from '../downloads.client';
import { ChapterPicker } from './ChapterPicker';
import {
  type ChapterRangeError,
  firstRange,
  inOrder,
  NEXT_COUNTS,
  nextChapters,
  planDownload,
  rangeChapters,
  type SelectionMode,
  selectedChapters,
  sizeOf,
  startedBy,
} from './chapter-selection';
import styles from './DownloadSheet.module.css';

const RANGE_ERRORS: Record<ChapterRangeError, MessageDescriptor> = {
  number: msg`请输入章节序号`,
  bounds: msg`超出章节范围`,
  order: msg`起始章节不能在结束章节之后`,
};

export interface DownloadSheetProps {
  kind: DownloadKind;
  work: WorkCard;
  chapters: readonly Chapter[];
  purchased: ReadonlySet<number>;
  /** Where the reader is (or the first chapter): "this chapter" and "the next N" start here. */
  startId: number | null;
  onClose: () => void;
}

/** The quick choices: this chapter (episode) or the next n. */
function quickTitle(kind: DownloadKind, n: number): ReactNode {
  if (kind === 'video') return n === 1 ? <Trans>本集</Trans> : <Trans>后 {n} 集</Trans>;
  if (n === 1) return <Trans>本话</Trans>;
  return kind === 'novel' ? <Trans>后 {n} 章</Trans> : <Trans>后 {n} 话</Trans>;
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

export function DownloadSheet({ kind, work, chapters, purchased, startId, onClose }: DownloadSheetProps) {
  const { t, i18n } = useLingui();
  const { info } = useSnapshot(user);
  const { records } = useDownloads();
  const sorted = useMemo(() => inOrder(chapters), [chapters]);
  const access = useMemo(() => ({ purchased, isVip: Boolean(info?.is_vip), now: Date.now() }), [purchased, info]);
  const start = sorted.find((c) => c.id === startId) ?? sorted[0];

  const [mode, setMode] = useState<SelectionMode>('quick');
  const [count, setCount] = useState(1);
  const [from, setFrom] = useState(() => firstRange(sorted, startId).from);
  const [to, setTo] = useState(() => firstRange(sorted, startId).to);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const statusOf = (id: number) => records[downloadKey(kind, id)]?.status;
  const range = rangeChapters(sorted, from, to);
  const chosen = selectedChapters(sorted, { mode, startId: start?.id ?? null, count, range, picked });
  const plan = planDownload(chosen, access, statusOf);
  const going = startedBy(plan);
  const confirm = async () => {
    if (busy || going.length === 0) return;
    setBusy(true);
    const resumeKeys = plan.resume.map((c) => downloadKey(kind, c.id));
    const ok =
      (await addDownloads(kind, work, plan.add)) && (resumeKeys.length === 0 || (await resumeDownloads(resumeKeys)));
    setBusy(false);
    if (!ok) return;
    showToast(t`已加入下载队列`, { type: 'success', duration: 1500 });
    onClose();
  };

  const span = (list: readonly Chapter[]) =>
    list.length ? i18n._(chapterSpan(kind, list[0]?.index ?? 0, list.at(-1)?.index ?? 0)) : '—';

  let body: ReactNode;
  if (mode === 'quick') {
    body = (
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
              onClick={() => setCount(n)}
              data-testid={`download-next-${n}`}
            >
              <span className={styles.optionTitle}>{quickTitle(kind, n)}</span>
              <span className={styles.optionSpan}>{n === 1 ? (start?.title ?? '—') : span(list)}</span>
            </button>
          );
        })}
      </fieldset>
    );
  } else if (mode === 'range') {
    body = (
      <div className={styles.range}>
        <div className={styles.rangeRow}>
          <RangeField
            label={<Trans>从</Trans>}
            value={from}
            invalid={!range.ok}
            onChange={setFrom}
            testId="download-range-from"
          />
          <span className={styles.dash} aria-hidden="true">
            —
          </span>
          <RangeField
            label={<Trans>到</Trans>}
            value={to}
            invalid={!range.ok}
            onChange={setTo}
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
  } else {
    body = (
      <ChapterPicker
        kind={kind}
        chapters={sorted}
        access={access}
        statusOf={statusOf}
        picked={picked}
        onPick={setPicked}
      />
    );
  }

  return (
    <Sheet title={<Trans>下载</Trans>} onClose={onClose} className={styles.sheet} data-testid="download-sheet">
      <div className={styles.sub}>
        <span className={styles.work}>{work.title}</span>
        <Link to="/personal/downloads" className={styles.manage} data-testid="download-manage">
          <Trans>我的下载</Trans>
          <Icon name="chevron" size={14} />
        </Link>
      </div>
      <div className={styles.modes}>
        <Segmented
          label={t`选择方式`}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'quick', label: t`快捷` },
            { value: 'range', label: t`范围` },
            { value: 'pick', label: kind === 'video' ? t`选择剧集` : t`选择章节` },
          ]}
        />
      </div>
      {body}
      <div className={styles.summary} data-testid="download-summary" data-count={going.length}>
        <p className={styles.total}>
          {going.length > 0 ? (
            <>
              <Trans>
                将下载 <ChapterCount kind={kind} count={going.length} />
              </Trans>
              {kind === 'comic' && (
                <span className={styles.pages}>
                  {' · '}
                  <Trans>约 {sizeOf(going)} 页</Trans>
                </span>
              )}
              {kind === 'video' && (
                <span className={styles.pages}>
                  {' · '}
                  <Trans>时长 {clock(sizeOf(going))}</Trans>
                </span>
              )}
            </>
          ) : kind === 'video' ? (
            <Trans>没有可下载的剧集</Trans>
          ) : (
            <Trans>没有可下载的章节</Trans>
          )}
        </p>
        {plan.locked.length > 0 && (
          <p className={styles.note} data-testid="download-locked-hint">
            <Icon name="lock" size={14} />
            <span>
              <Trans>
                <ChapterCount kind={kind} count={plan.locked.length} /> 需购买后才能下载，已略过
              </Trans>
            </span>
          </p>
        )}
        {plan.held.length > 0 && (
          <p className={styles.note}>
            <Icon name="check" size={14} />
            <span>
              <Trans>
                <ChapterCount kind={kind} count={plan.held.length} /> 已下载或正在下载
              </Trans>
            </span>
          </p>
        )}
      </div>
      <Button
        block
        disabled={going.length === 0 || busy}
        aria-busy={busy}
        onClick={() => void confirm()}
        data-testid="download-confirm"
      >
        <Icon name="download" size={18} />
        {going.length > 0 ? <Trans>开始下载（{going.length}）</Trans> : <Trans>开始下载</Trans>}
      </Button>
    </Sheet>
  );
}
