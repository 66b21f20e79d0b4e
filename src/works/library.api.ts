/**
 * The reader's own calls about works (src/core/contract/reading.ts): favourites, footprints and a
 * work's state for this reader. Each waits for a login state first: a reader who opens one of these
 * screens directly may not have a guest account yet.
 */
import { call } from '../api';
import type { WorkKind } from '../core/contract/content';
import { remoteQuery } from '../queries/remote-cache';
import { ensureSession } from '../state/session';

export const LIBRARY_PAGE_SIZE = 18;

async function fetchWorkState(work_id: number, signal?: AbortSignal) {
  await ensureSession();
  // Quiet: the detail works without it (favourite and progress then come from the device).
  return call('workState', { work_id }, { signal, quiet: true });
}

/** This reader's state of a work: asked again on every screen that shows it, and not shown before (it changes as the reader reads). */
export const workStateQuery = (id: number) =>
  remoteQuery({ key: ['work-state', id], fetch: (signal) => fetchWorkState(id, signal) });

/** `quiet`: the caller reports failures itself (several removals at once say it once). */
export async function setFavorite(work_id: number, on: boolean, options: { quiet?: boolean } = {}) {
  await ensureSession();
  return call('favorite', { work_id, on }, options);
}

export async function fetchFavorites(page: number, signal?: AbortSignal) {
  await ensureSession();
  return call('favoriteList', { page, page_size: LIBRARY_PAGE_SIZE }, { signal, quiet: true });
}

export async function fetchFootprints(kind: WorkKind | undefined, page: number, signal?: AbortSignal) {
  await ensureSession();
  return call(
    'footprintList',
    { page, page_size: LIBRARY_PAGE_SIZE, ...(kind ? { kind } : {}) },
    { signal, quiet: true },
  );
}
