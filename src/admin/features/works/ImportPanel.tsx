/**
 * Uploading files into the catalogue, as the command line imports them: a comic's chapters from a
 * .cbz or .zip, a folder or loose pictures; a novel's from a .txt or .epub; a video's .mp4. Into
 * this work (added chapters, published now or at a China time) or as a new work. The upload shows
 * its bytes, then the server's own steps; cancel stops either and leaves nothing behind.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { WorkKind } from '../../../core/admin/answers';
import { chinaInputToSeconds } from '../../../core/admin/china-time';
import { IMPORT_FILES, type ImportPhase } from '../../../core/admin/imports';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { bytesText } from '../../ui/format';
import { KIND_NAMES } from '../../ui/labels';
import { Problem } from '../../ui/Problem';
import { ProgressBar } from '../../ui/ProgressBar';
import styles from './ImportPanel.module.css';
import { type ChosenFile, type ImportState, runImport } from './import.client';

const PHASES: Record<ImportPhase, MessageDescriptor> = {
  reading: msg`读取文件`,
  pages: msg`处理页面`,
  variants: msg`生成封面尺寸`,
  saving: msg`保存`,
};

const PAGE_FILE = /\.(jpe?g|png|webp|gif|avif)$|(^|\/)comicinfo\.xml$/i;

/** The files of a chosen folder the comic importer reads (pictures and ComicInfo.xml). */
const fromFolder = (files: FileList): ChosenFile[] =>
  [...files]
    .filter((file) => PAGE_FILE.test(file.webkitRelativePath))
    .map((file) => ({ file, path: file.webkitRelativePath }));

const fromFiles = (files: FileList): ChosenFile[] => [...files].map((file) => ({ file, path: file.name }));

export interface ImportPanelProps {
  /** The work the chapters go to; none: a new work, of a kind chosen here. */
  work?: { id: number; kind: WorkKind };
  onDone: (state: Extract<ImportState, { stage: 'done' }>) => void | Promise<void>;
}

export function ImportPanel({ work, onDone }: ImportPanelProps) {
  const { t, i18n } = useLingui();
  const maxBytes = useRouteContext({ from: '/_desk', select: (context) => context.session.upload_max_bytes });
  const [kind, setKind] = useState<WorkKind>(work?.kind ?? 'comic');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [state, setState] = useState<ImportState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const folder = useRef<HTMLInputElement>(null);
  useEffect(() => {
    folder.current?.setAttribute('webkitdirectory', '');
    return () => running.current?.abort();
  }, []);

  const busy = state?.stage === 'uploading' || state?.stage === 'processing';
  const total = files.reduce((sum, chosen) => sum + chosen.file.size, 0);
  const publishAt = later ? chinaInputToSeconds(at) : undefined;
  // Said before anything is sent: the server refuses such a file at its first request.
  const oversized = files.find((chosen) => chosen.file.size > maxBytes);
  const canStart = files.length > 0 && !busy && publishAt !== null && !oversized;

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProblem(null);
    try {
      const last = await runImport(
        { kind, ...(work ? { work_id: work.id } : {}), ...(publishAt ? { publish_at: publishAt } : {}) },
        files,
        setState,
        controller.signal,
      );
      if (last.stage === 'done') {
        setFiles([]);
        await onDone(last);
      }
    } catch (error) {
      if (controller.signal.aborted) setState(null);
      else {
        setState(null);
        setProblem(errorText(i18n, error));
      }
    } finally {
      running.current = null;
    }
  };

  const pick = (chosen: ChosenFile[]) => {
    setFiles(chosen);
    setState(null);
    setProblem(null);
  };

  return (
    <div className={styles.panel}>
      {!work && (
        <label className={styles.row}>
          <span className={styles.label}>{t`类型`}</span>
          <select
            className={styles.select}
            value={kind}
            disabled={busy}
            onChange={(event) => {
              setKind(event.target.value as WorkKind);
              pick([]);
            }}
          >
            {(['comic', 'novel', 'video'] as const).map((k) => (
              <option key={k} value={k}>
                {i18n._(KIND_NAMES[k])}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.pickers}>
        <label className={styles.picker}>
          <input
            type="file"
            className="visually-hidden"
            accept={kind === 'comic' ? '.cbz,.zip' : IMPORT_FILES[kind]}
            disabled={busy}
            data-testid="import-file"
            onChange={(event) => event.target.files && pick(fromFiles(event.target.files))}
          />
          {kind === 'comic' ? t`选择 CBZ / ZIP` : kind === 'novel' ? t`选择 TXT / EPUB` : t`选择 MP4`}
        </label>
        {kind === 'comic' && (
          <>
            <label className={styles.picker}>
              <input
                type="file"
                className="visually-hidden"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                multiple
                disabled={busy}
                onChange={(event) => event.target.files && pick(fromFiles(event.target.files))}
              />
              {t`选择图片（一章）`}
            </label>
            <label className={styles.picker}>
              <input
                ref={folder}
                type="file"
                className="visually-hidden"
                disabled={busy}
                onChange={(event) => event.target.files && pick(fromFolder(event.target.files))}
              />
              {t`选择文件夹`}
            </label>
          </>
        )}
      </div>
      <p className={styles.hint}>
        {kind === 'comic'
          ? t`文件夹里的子文件夹各为一章，按名称自然排序；CBZ 同理，可带 ComicInfo.xml。`
          : kind === 'novel'
            ? t`TXT 按「第…章」分章（UTF-8 或 GB18030）；EPUB 按目录分章。`
            : t`一个 MP4 为一集。`}
      </p>
      {files.length > 0 && (
        <p className={styles.chosen} data-testid="import-chosen">
          {t`${files.length} 个文件，共 ${bytesText(total)}`}
          <span className={styles.names}>
            {files
              .slice(0, 3)
              .map((chosen) => chosen.path)
              .join('，')}
            {files.length > 3 ? '…' : ''}
          </span>
        </p>
      )}
      {work && (
        <fieldset className={styles.publish} disabled={busy}>
          <legend className={styles.label}>{t`发布`}</legend>
          <label className={styles.radio}>
            <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} />
            {t`立即发布`}
          </label>
          <label className={styles.radio}>
            <input type="radio" name="when" checked={later} onChange={() => setLater(true)} />
            {t`定时发布`}
          </label>
          {later && (
            <label className={styles.radio}>
              <input
                type="datetime-local"
                className={styles.select}
                value={at}
                onChange={(event) => setAt(event.target.value)}
                aria-label={t`发布时间（北京时间）`}
              />
              <span className={styles.hint}>{t`北京时间`}</span>
            </label>
          )}
        </fieldset>
      )}
      {oversized && <Problem>{t`「${oversized.path}」超过单个文件的上限 ${bytesText(maxBytes)}`}</Problem>}
      {state?.stage === 'uploading' && (
        <ProgressBar
          label={t`上传`}
          value={state.sent}
          max={state.total}
          note={`${bytesText(state.sent)} / ${bytesText(state.total)}`}
        />
      )}
      {state?.stage === 'processing' && (
        <ProgressBar
          label={t`服务器处理：${i18n._(PHASES[state.phase])}`}
          value={state.done}
          max={state.total}
          note={state.phase === 'pages' || state.phase === 'variants' ? `${state.done} / ${state.total}` : undefined}
        />
      )}
      {state?.stage === 'done' && (
        <p className={styles.done} role="status">
          {t`导入完成：共 ${state.chapters} 章`}
        </p>
      )}
      {state?.stage === 'failed' && <Problem>{t`导入失败，未保存任何内容：${state.detail}`}</Problem>}
      {problem && <Problem>{problem}</Problem>}
      <p className={styles.hint}>
        {t`单个文件最大 ${bytesText(maxBytes)}。大文件分块上传，断网后从断点继续；取消会删除已上传的部分，导入失败不留下任何内容。`}
      </p>
      <div className={styles.actions}>
        {busy ? (
          <Button variant="danger" onClick={() => running.current?.abort()}>
            {t`取消`}
          </Button>
        ) : (
          <Button variant="primary" disabled={!canStart} onClick={() => void start()}>
            {t`开始上传`}
          </Button>
        )}
      </div>
    </div>
  );
}
