/**
 * An import's progress as the server reports it, line by line, while it runs (the console's import
 * call streams these as NDJSON): reading the file, the pages (or chapters) it holds, the cover's
 * variants drawn ahead, saving; then done, failed or cancelled.
 */

export const IMPORT_PHASES = ['reading', 'pages', 'variants', 'saving'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export interface ImportProgress {
  phase: ImportPhase;
  done: number;
  total: number;
}

export type ImportEvent =
  | ({ type: 'progress' } & ImportProgress)
  | { type: 'done'; work_id: number; chapters: number }
  | { type: 'failed'; error: 'importFailed' | 'cancelled'; detail: string };

/** The kinds of file each kind of work is imported from, as the file picker offers them. */
export const IMPORT_FILES = {
  comic: '.cbz,.zip,image/jpeg,image/png,image/webp,image/gif,image/avif',
  novel: '.txt,.epub',
  video: '.mp4,.m4v',
} as const;
