/**
 * An import from the page: every chosen file uploaded (tus, one after the other, the bytes summed
 * into one progress), then the import call, whose steps arrive line by line (NDJSON) until it is
 * done or failed. The signal cancels it at any point: uploads stop and are removed, and an import
 * under way stops and writes nothing.
 */
import type { ImportEvent, ImportProgress } from '../../../core/admin/imports';
import { ADMIN_API } from '../../../core/admin/paths';
import { ApiError, refusalOf } from '../../api/client';
import { uploadFile } from '../../api/uploads';

export interface ChosenFile {
  file: File;
  /** Its name, or its path inside a chosen folder. */
  path: string;
}

export interface ImportRequest {
  kind: 'comic' | 'novel' | 'video';
  work_id?: number;
  publish_at?: number;
  title?: string;
}

export type ImportState =
  | { stage: 'uploading'; sent: number; total: number }
  | ({ stage: 'processing' } & ImportProgress)
  | { stage: 'done'; work_id: number; chapters: number }
  | { stage: 'failed'; error: string; detail: string };

async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;
  const reader = body.pipeThrough(decoder).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    yield* parts.filter(Boolean);
  }
  if (buffered.trim()) yield buffered;
}

/** A network cut before the import has started is waited out this long (the uploads are on the server). */
const START_TRIES = 30;
const START_WAIT_MS = 2000;

async function startImport(body: string, signal: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(`${ADMIN_API}/imports`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body,
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if (attempt >= START_TRIES) throw new ApiError(0, 'network');
      await new Promise((resolve) => setTimeout(resolve, START_WAIT_MS));
    }
  }
}

export async function runImport(
  request: ImportRequest,
  files: ChosenFile[],
  onState: (state: ImportState) => void,
  signal: AbortSignal,
): Promise<ImportState> {
  const total = files.reduce((sum, chosen) => sum + chosen.file.size, 0);
  let before = 0;
  const uploaded: { upload: string; path: string }[] = [];
  onState({ stage: 'uploading', sent: 0, total });
  for (const { file, path } of files) {
    const upload = await uploadFile(
      file,
      (sent) => onState({ stage: 'uploading', sent: before + sent, total }),
      signal,
    );
    before += file.size;
    uploaded.push({ upload, path });
  }
  const response = await startImport(JSON.stringify({ ...request, files: uploaded }), signal);
  if (!response.ok || !response.body) throw await refusalOf(response);
  let last: ImportState = { stage: 'failed', error: 'importFailed', detail: '' };
  for await (const line of lines(response.body)) {
    const event = JSON.parse(line) as ImportEvent;
    last =
      event.type === 'progress'
        ? { stage: 'processing', phase: event.phase, done: event.done, total: event.total }
        : event.type === 'done'
          ? { stage: 'done', work_id: event.work_id, chapters: event.chapters }
          : { stage: 'failed', error: event.error, detail: event.detail };
    onState(last);
  }
  return last;
}
