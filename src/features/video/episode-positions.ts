/**
 * Where the viewer stopped in each episode, on this device (seconds), so that any episode — not only
 * the last one watched, which the reading history and the server's footprint keep — resumes.
 * Bounded: the most recently watched episodes are kept.
 */
import * as v from 'valibot';
import { LOCAL_KEYS } from '../../core/storage-keys';
import { readJson, writeJson } from '../../storage/local';

/** Episodes remembered; the oldest are dropped beyond this. */
export const KEPT_EPISODES = 200;

const Positions = v.record(v.string(), v.object({ t: v.number(), at: v.number() }));
export type Positions = v.InferOutput<typeof Positions>;

/** The record with one episode's position written, the least recently watched dropped beyond the bound. */
export function withPosition(all: Positions, episodeId: number, seconds: number, now: number): Positions {
  const next: Positions = { ...all, [episodeId]: { t: Math.max(0, Math.round(seconds)), at: now } };
  const keys = Object.keys(next);
  if (keys.length <= KEPT_EPISODES) return next;
  const oldest = keys.sort((a, b) => (next[a]?.at ?? 0) - (next[b]?.at ?? 0)).slice(0, keys.length - KEPT_EPISODES);
  for (const key of oldest) delete next[key];
  return next;
}

const read = (): Positions => readJson(LOCAL_KEYS.videoPositions, Positions) ?? {};

export function episodePosition(episodeId: number): number | null {
  return read()[episodeId]?.t ?? null;
}

export function saveEpisodePosition(episodeId: number, seconds: number): void {
  writeJson(LOCAL_KEYS.videoPositions, withPosition(read(), episodeId, seconds, Date.now()));
}
