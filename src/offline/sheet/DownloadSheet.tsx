/**
 * The download sheet of a work (from its detail or its chapter list, or a video's episode grid):
 * this chapter (episode) or the next 5 / 10 / 20 from where the reader is, a range by chapter
 * number, or chapters picked one by one. Chapters the reader may not open are marked and left out
 * with a hint to buy them first; those already downloaded or on their way are left as they are.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Chapter, WorkCard } from '../../core/contract/content';
import { type DownloadKind, downloadKey } from '../../core/offline/downloads';
import { user } from '../../state/session';
import { showToast } from '../../state/toast';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Segmented } from '../../ui/Segmented';
import { Sheet } from '../../ui/Sheet';
import { useStoreValue } from '../../ui/useStoreValue';
import { chapterSpan } from '../download-labels';
import { addDownloads, resumeDownloads, useDownloads } from '../downloads.client';
import { ChapterPicker } from './ChapterPicker';
import {
  firstRange,
  inOrder,
  planDownload,
  rangeChapters,
  type SelectionMode,
  selectedChapters,
  startedBy,
} from './chapter-selection';
import { QuickChoices, RangeChoice } from './DownloadChoices';
import styles from './DownloadSheet.module.css';
import { DownloadSummary } from './DownloadSummary';

export interface DownloadSheetProps {
  kind: DownloadKind;
  work: WorkCard;
  chapters: readonly Chapter[];
  purchased: ReadonlySet<number>;
  /** Where the reader is (or the first chapter): "this chapter" and "the next N" start here. */
  startId: number | null;
  onClose: () => void;
}

export function DownloadSheet({ kind, work, chapters, purchased, startId, onClose }: DownloadSheetProps) {
  const { t, i18n } = useLingui();
  const isVip = useStoreValue(user, (s) => Boolean(s.info?.is_vip));
  const { records } = useDownloads();
  const sorted = useMemo(() => inOrder(chapters), [chapters]);
  const access = useMemo(() => ({ purchased, isVip, now: Date.now() }), [purchased, isVip]);
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
      {mode === 'quick' && (
        <QuickChoices kind={kind} sorted={sorted} start={start} count={count} onCount={setCount} span={span} />
      )}
      {mode === 'range' && (
        <RangeChoice sorted={sorted} from={from} to={to} range={range} onFrom={setFrom} onTo={setTo} span={span} />
      )}
      {mode === 'pick' && (
        <ChapterPicker
          kind={kind}
          chapters={sorted}
          access={access}
          statusOf={statusOf}
          picked={picked}
          onPick={setPicked}
        />
      )}
      <DownloadSummary kind={kind} going={going} plan={plan} />
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
