/**
 * The homes' answers, encrypted, kept per channel: the most requested answer and the costliest
 * (seven lists and their tags) is built at most once per HOME_FRESH_MS per channel and process,
 * however many readers ask at once, and sent as the same envelope. It is the same for every
 * caller: nothing of the reader is in it. A change this server makes to what the homes show
 * (db/content-version.ts) drops the kept answers at once; a change made elsewhere (the import command,
 * another server process on the same database, a free window ending) shows within HOME_FRESH_MS.
 */
import type { EnvelopeCipher } from '../../src/core/cipher/envelope';
import type { HomeAnswer, WorkKind } from '../../src/core/contract/content';
import { contentVersion } from '../db/content-version';
import type { ApiContext } from './context';
import { homeAnswer } from './home';

/** How old a home answer may be when the content changed outside this process (docs/api.md). */
export const HOME_FRESH_MS = 10_000;

export interface EncodedHome {
  answer: HomeAnswer;
  /** The answer's envelope, as the API sends it. */
  data: string;
}

export type HomeCache = (channel: WorkKind, ctx: ApiContext) => Promise<EncodedHome>;

/** Values built by `build` per key, kept `freshMs` and while the content version stays; one build at a time per key. */
export function keptPerContent<K, V>(
  build: (key: K) => Promise<V>,
  freshMs: number,
  clock: () => number = Date.now,
): (key: K, id: string) => Promise<V> {
  const kept = new Map<string, { until: number; version: number; value: Promise<V> }>();
  return (key, id) => {
    const now = clock();
    const version = contentVersion();
    const hit = kept.get(id);
    if (hit && hit.until > now && hit.version === version) return hit.value;
    const value = build(key);
    kept.set(id, { until: now + freshMs, version, value });
    // A failed build is not kept: the next caller tries again.
    value.catch(() => {
      if (kept.get(id)?.value === value) kept.delete(id);
    });
    return value;
  };
}

export function homeCache(cipher: EnvelopeCipher): HomeCache {
  const get = keptPerContent(async ({ channel, ctx }: { channel: WorkKind; ctx: ApiContext }) => {
    const answer = await homeAnswer(channel, ctx);
    return { answer, data: await cipher.encryptJson(answer) };
  }, HOME_FRESH_MS);
  // The media base is the same for every request of a server; keyed by it all the same.
  return (channel, ctx) => get({ channel, ctx }, `${channel} ${ctx.media}`);
}
