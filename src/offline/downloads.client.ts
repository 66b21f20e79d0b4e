/**
 * The page's side of chapter downloads. The service worker does the work (it goes on while the
 * reader moves between screens); this module
 * - reads the worker's records from IndexedDB once, then follows its messages (downloads.state.ts);
 * - asks it to add, pause, resume or remove downloads, with what it needs to call the API as this
 *   reader (the API base and the token);
 * - kicks it at start, when the network comes back, and every 20 s while something is pending and
 *   a page is open (browsers stop a worker that nobody talks to);
 * - asks the browser to keep our storage (persist) on the first download, and tells the screen how
 *   much room the device has.
 * Without service workers (in-app browsers, plain-http addresses) every action says so.
 */
import { msg } from '@lingui/core/macro';
import { entries } from 'idb-keyval';
import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { snapshot, subscribe, useSnapshot } from 'valtio';
import { apiBaseUrl } from '../api';
import { type Chapter, WorkCard } from '../core/contract/content';
import { type DownloadKind, DownloadRecord, type DownloadRequest, downloadKey } from '../core/offline/downloads';
import { FromWorker, type ToWorker, type WorkerAuth } from '../core/offline/messages';
import { i18n } from '../i18n/i18n';
import { app } from '../state/app';
import { pageWidth } from '../state/page-images.state';
import { ensureSession } from '../state/session';
import { showToast } from '../state/toast';
import { idbStore } from '../storage/idb';
import { useStoreValue } from '../ui/useStoreValue';
import { FAILURE_TEXT, UNSUPPORTED_TEXT } from './download-labels';
import { applyFromWorker, downloads, hasPending, newlyOutOfRoom, workRecords } from './downloads.state';

/** Kicks while something is pending: well inside the time after which browsers stop an idle worker. */
export const KEEP_ALIVE_MS = 20_000;
/** How long an action waits for a worker to be there before saying it is not. */
const WORKER_WAIT_MS = 8_000;
/** A removal the worker has not confirmed by then is no longer held back from its messages. */
const REMOVING_MS = 15_000;

const sw = (): ServiceWorkerContainer | undefined =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;

/** Whether this browser can download at all (service workers need a secure context). */
export const downloadsSupported = (): boolean => sw() !== undefined;

const NO_WORKER = msg`下载服务还没准备好，请稍后再试或刷新页面`;

// ---- records: read once, then kept in step by the worker's messages ----

let started: Promise<void> | null = null;
/** Messages that arrived while the records were being read: applied after them, in order. */
let early: FromWorker[] | null = [];
const removing = new Set<string>();

function onMessage(event: MessageEvent): void {
  const parsed = v.safeParse(FromWorker, event.data);
  if (!parsed.success) return;
  if (early) {
    early.push(parsed.output);
    return;
  }
  apply(parsed.output);
}

function apply(message: FromWorker): void {
  const outOfRoom = newlyOutOfRoom(downloads.records, message);
  if (message.type === 'downloads:removed') for (const key of message.keys) removing.delete(key);
  applyFromWorker(downloads.records, message, removing);
  if (outOfRoom.length > 0) showToast(i18n._(FAILURE_TEXT.quota));
}

async function readRecords(): Promise<void> {
  try {
    const all = await entries(idbStore('downloads'));
    for (const [key, raw] of all) {
      const parsed = v.safeParse(DownloadRecord, raw);
      if (parsed.success && typeof key === 'string') downloads.records[key] = parsed.output;
    }
  } catch {
    // No IndexedDB (private mode): only the worker's messages will tell.
  }
}

/** Reads the records and starts listening; every call after the first returns the same promise. */
export function ensureDownloads(): Promise<void> {
  started ??= (async () => {
    const container = sw();
    if (container) {
      container.addEventListener('message', onMessage);
      // Messages wait in the client's queue until this is called (or the document has loaded).
      container.startMessages();
      window.addEventListener('online', () => void kick());
    }
    await readRecords();
    const queued = early ?? [];
    early = null;
    for (const message of queued) apply(message);
    downloads.loaded = true;
    keepAlive();
  })();
  return started;
}

// ---- talking to the worker ----

async function activeWorker(): Promise<ServiceWorker | null> {
  const container = sw();
  if (!container) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  const registration = await Promise.race([container.ready, timeout]);
  clearTimeout(timer);
  return registration?.active ?? null;
}

export async function workerAuth(): Promise<WorkerAuth> {
  await ensureSession().catch(() => {});
  return { apiBase: await apiBaseUrl(), token: app.accessToken ?? '' };
}

/** Posts a message; false (after saying why, unless quiet) when no worker can take it. */
export async function post(message: ToWorker, quiet = false): Promise<boolean> {
  if (!downloadsSupported()) {
    if (!quiet) showToast(i18n._(UNSUPPORTED_TEXT));
    return false;
  }
  void ensureDownloads();
  const worker = await activeWorker();
  if (!worker) {
    if (!quiet) showToast(i18n._(NO_WORKER));
    return false;
  }
  worker.postMessage(message);
  return true;
}

let persistAsked = false;
/** Asks the browser not to clear our storage under pressure (once; browsers may say no). */
async function askPersist(): Promise<void> {
  if (persistAsked) return;
  persistAsked = true;
  try {
    const storage = navigator.storage;
    if (storage?.persist && !(await storage.persisted())) await storage.persist();
  } catch {
    // Not granted or not supported: downloads still work, the browser may just evict them.
  }
}

/** What the worker keeps of a work: its card only (the detail's description and counts stay out). */
const cardOf = (work: WorkCard): WorkCard => v.parse(WorkCard, work);

/** Queues chapters of a work. Resolves false when nothing could be asked (the reason was shown). */
export async function addDownloads(kind: DownloadKind, work: WorkCard, chapters: readonly Chapter[]): Promise<boolean> {
  if (chapters.length === 0) return true;
  const card = cardOf(work);
  // Pages are kept at the size the reader reads them now (省流量 or not).
  const width = kind === 'comic' ? pageWidth() : undefined;
  const items: DownloadRequest[] = chapters.map((chapter) => ({
    kind,
    work: card,
    chapter: { id: chapter.id, index: chapter.index, title: chapter.title },
    ...(width === undefined ? {} : { page_width: width }),
  }));
  for (const item of items) removing.delete(downloadKey(kind, item.chapter.id));
  const ok = await post({ type: 'downloads:add', auth: await workerAuth(), items });
  if (ok) void askPersist();
  return ok;
}

export function pauseDownloads(keys: readonly string[]): Promise<boolean> {
  return post({ type: 'downloads:pause', keys: [...keys] });
}

/** Resumes paused, waiting and failed downloads (every one of them for no keys). */
export async function resumeDownloads(keys: readonly string[]): Promise<boolean> {
  return post({ type: 'downloads:resume', auth: await workerAuth(), keys: [...keys] });
}

/** Cancels unfinished downloads and deletes ready ones, with their pages. */
export async function removeDownloads(keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return true;
  const ok = await post({ type: 'downloads:remove', keys: [...keys] });
  if (!ok) return false;
  // Gone from the screen at once; the worker confirms with downloads:removed.
  for (const key of keys) {
    removing.add(key);
    delete downloads.records[key];
  }
  setTimeout(() => {
    for (const key of keys) removing.delete(key);
  }, REMOVING_MS);
  return true;
}

/** Lets the worker go on with pending downloads; it answers with every record. */
export async function kick(): Promise<void> {
  if (!downloadsSupported()) return;
  const auth = app.accessToken ? { apiBase: await apiBaseUrl(), token: app.accessToken } : null;
  await post({ type: 'downloads:kick', auth }, true);
}

// ---- keeping the worker awake while something is pending ----

let keepAliveTimer: ReturnType<typeof setInterval> | null = null;

function keepAlive(): void {
  const pending = hasPending(downloads.records);
  if (pending && !keepAliveTimer) keepAliveTimer = setInterval(() => void kick(), KEEP_ALIVE_MS);
  else if (!pending && keepAliveTimer) {
    clearInterval(keepAliveTimer);
    keepAliveTimer = null;
  }
}

subscribe(downloads.records, keepAlive);

/** At app start: read the records, and wake the worker when downloads were left unfinished. */
export async function startDownloads(): Promise<void> {
  if (!downloadsSupported()) return;
  await ensureDownloads();
  if (hasPending(downloads.records)) await kick();
}

// ---- the device's room ----

export interface StorageEstimateFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** What the browser says of our usage and quota; null where it does not say. */
export async function storageEstimate(): Promise<StorageEstimateFigures | null> {
  try {
    const storage = navigator.storage;
    if (!storage?.estimate) return null;
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted() : Promise.resolve(false),
    ]);
    return quota > 0 ? { usage, quota, persisted } : null;
  } catch {
    return null;
  }
}

// ---- hooks ----

/** Every record (read-only snapshot) and whether they have been read yet. */
export function useDownloads() {
  useEffect(() => void ensureDownloads(), []);
  return useSnapshot(downloads);
}

/**
 * One chapter's download, for its mark in a list (re-renders only when that record changes; the
 * records read from the device while a list is first drawn do not draw it again).
 */
export function useChapterDownload(kind: DownloadKind, chapterId: number): DownloadRecord | undefined {
  useEffect(() => void ensureDownloads(), []);
  return useStoreValue(downloads, (s) => snapshot(s).records[downloadKey(kind, chapterId)]) as
    | DownloadRecord
    | undefined;
}

/** A work's downloads in chapter order. */
export function useWorkDownloads(kind: DownloadKind, workId: number): DownloadRecord[] {
  useEffect(() => void ensureDownloads(), []);
  const records = useStoreValue(downloads, (s) => snapshot(s).records);
  return useMemo(() => workRecords(records as typeof downloads.records, kind, workId), [records, kind, workId]);
}
