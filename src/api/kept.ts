/**
 * Kept answers (offline data): the decrypted, validated answers of the endpoints declared below are
 * kept in IndexedDB (IDB.cache) after each successful call, and the client answers with them when
 * the same call fails for want of a network (never on an HTTP or code error: the server said no).
 *
 * Each endpoint keeps a bounded number of bodies, the least recently written dropped first, with an
 * index per endpoint updated in the same transaction as the answer (so two tabs cannot lose a key).
 * Answers about the logged-in reader are forgotten when the login changes. A full or missing
 * database is ignored: keeping is a bonus, reading never breaks.
 */
import { promisifyRequest } from 'idb-keyval';
import type { AnswerOf, EndpointName } from '../core/contract/answers';
import type { BodyOf } from '../core/contract/endpoints';
import { CACHE_KEYS } from '../core/storage-keys';
import { localizeAnswer } from '../i18n/content-script';
import { idbStore, readIdb } from '../storage/idb';
import { answerSchema } from './answer-schemas';

interface KeepRule<N extends EndpointName> {
  /** How many different bodies are kept; the least recently written goes first. */
  limit: number;
  /** About the logged-in reader: forgotten when the login changes (see forgetPersonalAnswers). */
  personal?: boolean;
  /** The spec's own persisted name for it (site_config, home per channel) instead of answer:<name>:<body>. */
  key?: (body: BodyOf<N>) => string;
}

type KeepRules = { [N in EndpointName]?: KeepRule<N> };

/**
 * What the app needs to open offline. The logged-in user is kept by the session itself (the
 * persisted `user`, which every profile change updates): see refreshUser's `offline`.
 */
export const KEPT: KeepRules = {
  siteConfig: { limit: 1, key: () => CACHE_KEYS.siteConfig },
  // The home answer of each channel carries the top menus: they are restored from it (home.cache.ts).
  home: { limit: 3, key: (body) => CACHE_KEYS.home(body.channel ?? 'comic') },
  getClassList: { limit: 3 },
  // The chapter list of a work: the detail, the reader's first chapter and the downloads need it.
  workDetail: { limit: 200 },
  workState: { limit: 200, personal: true },
  favoriteList: { limit: 10, personal: true },
  footprintList: { limit: 20, personal: true },
};

function rule<N extends EndpointName>(name: N): KeepRule<N> | undefined {
  return KEPT[name] as KeepRule<N> | undefined;
}

export const isPersonal = (name: EndpointName): boolean => rule(name)?.personal === true;

/** A body as JSON with its keys sorted, without access_token and unset fields: equal bodies, equal text. */
export function canonicalBody(body: object): string {
  const fields = Object.entries(body)
    .filter(([key, value]) => key !== 'access_token' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(Object.fromEntries(fields));
}

export function keptKey<N extends EndpointName>(name: N, body: BodyOf<N>): string | null {
  const keep = rule(name);
  if (!keep) return null;
  return keep.key ? keep.key(body) : CACHE_KEYS.answer(name, canonicalBody(body));
}

/** The index after `key` was written: it moves to the end; what is over the limit is dropped. */
export function nextIndex(index: unknown, key: string, limit: number): { index: string[]; dropped: string[] } {
  const kept = Array.isArray(index) ? index.filter((k): k is string => typeof k === 'string' && k !== key) : [];
  kept.push(key);
  const dropped = kept.splice(0, Math.max(0, kept.length - Math.max(1, limit)));
  return { index: kept, dropped };
}

/** The answer kept for this call, validated like any answer, in the reader's script; undefined when there is none. */
export async function readKept<N extends EndpointName>(name: N, body: BodyOf<N>): Promise<AnswerOf<N> | undefined> {
  const key = keptKey(name, body);
  if (key === null) return undefined;
  try {
    const kept = await readIdb('cache', key, await answerSchema(name));
    return kept && (await localizeAnswer(name, kept));
  } catch {
    return undefined;
  }
}

/**
 * Keeps a successful answer. It is cloned now: the caller may hand the answer to valtio, and
 * IndexedDB clones it later, when the transaction runs.
 */
export async function keepAnswer<N extends EndpointName>(name: N, body: BodyOf<N>, answer: AnswerOf<N>): Promise<void> {
  const keep = rule(name);
  const key = keptKey(name, body);
  if (!keep || key === null) return;
  const indexKey = CACHE_KEYS.answerIndex(name);
  try {
    const copy = structuredClone(answer);
    await idbStore('cache')('readwrite', (store) => {
      store.put(copy, key);
      const read = store.get(indexKey);
      read.onsuccess = () => {
        const next = nextIndex(read.result, key, keep.limit);
        for (const old of next.dropped) store.delete(old);
        store.put(next.index, indexKey);
      };
      return promisifyRequest(store.transaction);
    });
  } catch {
    // QuotaExceededError, no IndexedDB (private mode), an answer that cannot be cloned: not kept.
  }
}

/** Forgets the kept answers about the reader (the login changed: they were somebody else's). */
export async function forgetPersonalAnswers(): Promise<void> {
  const names = (Object.keys(KEPT) as EndpointName[]).filter((name) => rule(name)?.personal);
  try {
    await idbStore('cache')('readwrite', (store) => {
      for (const name of names) {
        const indexKey = CACHE_KEYS.answerIndex(name);
        const read = store.get(indexKey);
        read.onsuccess = () => {
          if (Array.isArray(read.result)) {
            for (const key of read.result) if (typeof key === 'string') store.delete(key);
          }
          store.delete(indexKey);
        };
      }
      return promisifyRequest(store.transaction);
    });
  } catch {
    // Nothing kept, or no IndexedDB.
  }
}
