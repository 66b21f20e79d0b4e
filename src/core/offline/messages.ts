/**
 * Page ↔ service worker messages. Every message names its type; the worker validates what it
 * receives (a page of another version may still be open during an update).
 */
import * as v from 'valibot';
import { DownloadRecord, DownloadRequest } from './downloads';

/** What the worker needs to call the API as this reader. */
export const WorkerAuth = v.object({ apiBase: v.string(), token: v.string() });
export type WorkerAuth = v.InferOutput<typeof WorkerAuth>;

const keys = v.array(v.string());

export const ToWorker = v.variant('type', [
  /** Queue chapters (those already queued or ready are left as they are). */
  v.object({ type: v.literal('downloads:add'), auth: WorkerAuth, items: v.array(DownloadRequest) }),
  v.object({ type: v.literal('downloads:pause'), keys }),
  /** Resume paused, waiting or failed downloads (all of them when keys is empty). */
  v.object({ type: v.literal('downloads:resume'), auth: WorkerAuth, keys }),
  /** Stop and forget unfinished downloads; delete ready ones with their pages. Same message for both. */
  v.object({ type: v.literal('downloads:remove'), keys }),
  /** Go on with pending downloads (the page started, came online, or is still watching). */
  v.object({ type: v.literal('downloads:kick'), auth: v.nullable(WorkerAuth) }),
  /** Look for new chapters of followed works to download (core/offline/auto-download.ts), then go on with the queue. */
  v.object({ type: v.literal('auto-download:check') }),
  /** Take over now (the reader accepted the update prompt). */
  v.object({ type: v.literal('SKIP_WAITING') }),
]);
export type ToWorker = v.InferOutput<typeof ToWorker>;

export const FromWorker = v.variant('type', [
  /** Records that changed (or all of them, after `downloads:kick`). */
  v.object({ type: v.literal('downloads:changed'), records: v.array(DownloadRecord) }),
  v.object({ type: v.literal('downloads:removed'), keys }),
]);
export type FromWorker = v.InferOutput<typeof FromWorker>;
