/**
 * What an import is asked beside its file, the same from the command line and the console: the
 * operator's names for the work, or the work to add the chapters to; when they are published; and,
 * from the console, how to report each step, how to cancel, and the variants to draw ahead.
 */
import type { ImportProgress } from '../../../src/core/admin/imports';
import type { Db } from '../../db/engine';
import type { VariantStore } from '../../media/media-variants';

export interface ImportOptions {
  title?: string;
  author?: string;
  className?: string;
  /** Adds the chapters to this work (of the same kind) instead of creating one; its title, cover and tags stay. */
  toWork?: number;
  /** When readers see the new chapters (Unix seconds); now unless told. */
  publishAt?: number;
  /** Told each step as it goes. */
  onProgress?: (progress: ImportProgress) => void;
  /** Cancels the import: nothing is written and the staged files are removed. */
  signal?: AbortSignal;
  /** Draws a new work's cover variants ahead (committed with the rest), so its first readers do not wait for them. */
  variants?: VariantStore;
  /** Also written in the import's transaction (the console's audit entry), told the work and how many chapters came. */
  inTransaction?: (trx: Db, workId: number, chapters: number) => Promise<void>;
}

/** Reports a step and stops there when the import has been cancelled. */
export function step(options: ImportOptions, progress: ImportProgress): void {
  options.signal?.throwIfAborted();
  options.onProgress?.(progress);
}
