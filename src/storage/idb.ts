/**
 * IndexedDB through idb-keyval, one store per kind of data (names in core/storage-keys.ts). Reads
 * are validated like localStorage ones; a full or unavailable database never breaks a screen.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { IDB } from '../core/storage-keys';

const stores = new Map<string, UseStore>();
export function idbStore(kind: keyof typeof IDB): UseStore {
  const { db, store } = IDB[kind];
  let existing = stores.get(db);
  if (!existing) {
    existing = createStore(db, store);
    stores.set(db, existing);
  }
  return existing;
}

export async function readIdb<S extends v.GenericSchema>(
  kind: keyof typeof IDB,
  key: string,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  try {
    const raw = await get(key, idbStore(kind));
    if (raw === undefined) return undefined;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    await del(key, idbStore(kind));
  } catch {
    // No IndexedDB (private mode, blocked): behave as a cold start.
  }
  return undefined;
}

/**
 * Whether the database of `kind` may exist on this device: false only where the browser lists its
 * databases and this one is not among them (as on every first visit), so that code which only
 * reads what an earlier visit left need not load. Nothing is opened, so nothing is created.
 */
export async function mayHaveIdb(kind: keyof typeof IDB): Promise<boolean> {
  try {
    if (typeof indexedDB.databases !== 'function') return true;
    const name = IDB[kind].db;
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return true;
  }
}

/** Resolves false when the value could not be kept (quota, no IndexedDB). */
export async function writeIdb(kind: keyof typeof IDB, key: string, value: unknown): Promise<boolean> {
  try {
    await set(key, value, idbStore(kind));
    return true;
  } catch {
    return false;
  }
}
