/**
 * Cropped margins per page, asked of the crop worker once and kept: in memory for this visit and
 * in IndexedDB (IDB.pageCrops, by the page's address) for every later one, so a page is measured
 * once on a device. Asks wait in one worker, made on the first ask; a page that cannot be read is
 * shown uncropped (null).
 */
import * as v from 'valibot';
import { readIdb, writeIdb } from '../../../storage/idb';
import type { CropAnswer, CropAsk } from './crop.worker';
import type { Borders } from './find-borders';

const Kept = v.object({ top: v.number(), right: v.number(), bottom: v.number(), left: v.number() });

const known = new Map<string, Promise<Borders | null>>();
/** Those answered already, for a render that must not wait a tick. */
const settled = new Map<string, Borders | null>();
const waiting = new Map<number, (answer: CropAnswer) => void>();
let worker: Worker | null = null;
let nextId = 1;

function askWorker(url: string): Promise<CropAnswer> {
  if (!worker) {
    worker = new Worker(new URL('./crop.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<CropAnswer>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker?.postMessage({ id, url } satisfies CropAsk);
  });
}

async function measure(url: string): Promise<Borders | null> {
  const kept = await readIdb('pageCrops', url, Kept);
  if (kept) return kept;
  const { borders, ms } = await askWorker(url);
  // The worker's time on the page, for the performance panel and the benchmark.
  performance.measure('page-crop', { start: Math.max(0, performance.now() - ms), duration: ms, detail: url });
  if (borders) void writeIdb('pageCrops', url, borders);
  return borders;
}

/** The margins of the page at `url` (null: show it whole). */
export function cropOf(url: string): Promise<Borders | null> {
  let found = known.get(url);
  if (!found) {
    found = measure(url)
      .catch(() => null)
      .then((borders) => {
        settled.set(url, borders);
        return borders;
      });
    known.set(url, found);
  }
  return found;
}

/** The margins already answered in this visit (undefined: not yet). */
export const settledCrop = (url: string): Borders | null | undefined => settled.get(url);
