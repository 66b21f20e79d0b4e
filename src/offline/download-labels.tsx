/** What a download's state and failure say on screen, in one place for the marks, rows and toasts. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural } from '@lingui/react/macro';
import type { DownloadError, DownloadKind, DownloadRecord, DownloadStatus } from '../core/offline/downloads';

/** Said by every download action where the browser has no service workers. */
export const UNSUPPORTED_TEXT = msg`当前浏览器不支持离线下载，请用系统浏览器通过 HTTPS 打开本站`;

/** Why a download failed, as the reader reads it. */
export const FAILURE_TEXT: Record<DownloadError, MessageDescriptor> = {
  quota: msg`存储空间不足，请清理空间后重试`,
  locked: msg`该章节需要购买后才能下载`,
  server: msg`下载失败，请重试`,
};

const STATUS_TEXT: Record<Exclude<DownloadStatus, 'failed'>, MessageDescriptor> = {
  queued: msg`排队中`,
  downloading: msg`下载中`,
  paused: msg`已暂停`,
  waiting: msg`等待网络`,
  ready: msg`已下载`,
};

export function statusText(record: Pick<DownloadRecord, 'status' | 'error'>): MessageDescriptor {
  if (record.status === 'failed') return FAILURE_TEXT[record.error ?? 'server'];
  return STATUS_TEXT[record.status];
}

/** "第3话" or "第3–7话" (章 for novels, 集 for videos). */
export function chapterSpan(kind: DownloadKind, first: number, last: number): MessageDescriptor {
  if (first === last) {
    if (kind === 'video') return msg`第${first}集`;
    return kind === 'novel' ? msg`第${first}章` : msg`第${first}话`;
  }
  if (kind === 'video') return msg`第${first}–${last}集`;
  return kind === 'novel' ? msg`第${first}–${last}章` : msg`第${first}–${last}话`;
}

/** "8 话" / "8 chapters" (章 for novels, 集 for videos). */
export function ChapterCount({ kind, count }: { kind: DownloadKind; count: number }) {
  if (kind === 'video') return <Plural value={count} one="# 集" other="# 集" />;
  return kind === 'novel' ? (
    <Plural value={count} one="# 章" other="# 章" />
  ) : (
    <Plural value={count} one="# 话" other="# 话" />
  );
}
