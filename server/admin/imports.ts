/**
 * Importing uploaded files through the importers the command line uses (content/importers): a
 * comic from images, a folder, a .cbz or .zip; a novel from a .txt or .epub; a video from an .mp4;
 * as a new work or as chapters added to one. The files are laid out as the command line would
 * read them (linked from the uploads, not copied), and the import runs inside this request: its
 * steps stream to the page as NDJSON (core/admin/imports.ts) and, should the page go away (cancel),
 * it stops and writes nothing. Whatever the outcome, the uploads and the layout are removed after.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type * as v from 'valibot';
import type { ImportEvent } from '../../src/core/admin/imports';
import { ImportBody } from '../../src/core/admin/schemas';
import { importComic } from '../content/importers/comic';
import { ImportError } from '../content/importers/import-error';
import type { ImportOptions } from '../content/importers/import-options';
import { importNovel } from '../content/importers/novel';
import { importVideo } from '../content/importers/video';
import type { OperatorRow } from '../db/operators';
import { actorOf, audit } from './audit';
import type { AdminContext, ConsoleDeps } from './context';
import { endpoint } from './endpoint';
import { refuseAdmin } from './refusal';
import type { Uploads } from './uploads';
import { workDetail } from './works';

const IMPORTERS = { comic: importComic, novel: importNovel, video: importVideo } as const;
/** Files the importers read whole (anything else, for a comic, is a page). */
const ARCHIVES = /\.(cbz|zip|txt|epub|mp4|m4v)$/i;

type Body = v.InferOutput<typeof ImportBody>;

/** Links (or, across disks, copies) an upload to where the importer will read it. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * Lays the files out as the command line takes them and answers the path to import: a single
 * archive as itself; pages as a folder named after the work (else the folder chosen), whose
 * subfolders are chapters. A chosen series folder (series/chapter/page) is that folder; a chosen
 * chapter folder is the one chapter of a work of its name.
 */
async function layOut(dir: string, body: Body, files: { path: string; file: string }[]): Promise<string> {
  const [single] = files;
  if (files.length === 1 && single && ARCHIVES.test(single.path)) {
    const name = single.path.split('/').at(-1) as string;
    const target = join(dir, body.title ? `${body.title.replace(/[/\\\0]/g, '_')}${extname(name)}` : name);
    await place(single.file, target);
    return target;
  }
  const parts = files.map(({ path }) => path.split('/'));
  const tops = new Set(parts.map((p) => p[0]));
  const inOneFolder = tops.size === 1 && parts.every((p) => p.length >= 2);
  const series = inOneFolder && parts.some((p) => p.length >= 3);
  const root = join(dir, (body.title ?? (inOneFolder ? parts[0]?.[0] : null) ?? 'upload').replace(/[/\\\0]/g, '_'));
  for (const [i, { file }] of files.entries()) {
    const path = (parts[i] as string[]).slice(series ? 1 : 0).join('/');
    await place(file, join(root, path));
  }
  return root;
}

/** What the operator sees of a failure: the importer's reason, or that something else went wrong. */
function failure(error: unknown, signal: AbortSignal): ImportEvent {
  if (signal.aborted) return { type: 'failed', error: 'cancelled', detail: '' };
  if (error instanceof ImportError) return { type: 'failed', error: 'importFailed', detail: error.reason };
  console.error('import failed:', error);
  return { type: 'failed', error: 'importFailed', detail: (error as Error).message };
}

export function importEndpoints(api: Hono, deps: ConsoleDeps, uploads: Uploads): void {
  endpoint(api, deps, 'post', '/imports', {
    access: 'content',
    input: ImportBody,
    async handle(body, ctx) {
      const operator = ctx.operator as OperatorRow;
      if (body.work_id !== undefined) {
        const work = await workDetail(ctx, body.work_id);
        if (work.kind !== body.kind) refuseAdmin(400, 'invalid', 'kind');
      }
      const files: { path: string; file: string; upload: string }[] = [];
      for (const { upload, path } of body.files) {
        const found = await uploads.finished(upload, operator);
        if (!found?.storage?.path) return refuseAdmin(400, 'uploadMissing', 'files', path);
        files.push({ path, file: found.storage.path, upload });
      }
      return runImport(ctx, body, files, uploads);
    },
  });
}

function runImport(
  ctx: AdminContext,
  body: Body,
  files: { path: string; file: string; upload: string }[],
  uploads: Uploads,
) {
  const controller = new AbortController();
  const dir = join(uploads.workDir, randomBytes(8).toString('hex'));
  ctx.c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
  ctx.c.header('Cache-Control', 'no-store');
  return stream(ctx.c, async (out) => {
    out.onAbort(() => controller.abort());
    const send = (event: ImportEvent) => (controller.signal.aborted ? undefined : out.writeln(JSON.stringify(event)));
    try {
      const source = await layOut(dir, body, files);
      const options: ImportOptions = {
        title: body.title,
        author: body.author,
        className: body.class_name,
        toWork: body.work_id,
        publishAt: body.publish_at,
        signal: controller.signal,
        variants: ctx.variants,
        onProgress: (progress) => void send({ type: 'progress', ...progress }),
        inTransaction: (trx, workId, chapters) =>
          audit(trx, actorOf(ctx), {
            action: body.work_id === undefined ? 'work.import' : 'chapters.import',
            targetType: 'work',
            targetId: workId,
            after: {
              kind: body.kind,
              files: body.files.map((f) => f.path).slice(0, 50),
              chapters,
              publish_at: body.publish_at ?? null,
            },
          }),
      };
      const workId = await IMPORTERS[body.kind](ctx.db, ctx.config.mediaDir, source, options);
      const work = await workDetail(ctx, workId);
      await send({ type: 'done', work_id: workId, chapters: work.chapter_count });
    } catch (error) {
      await send(failure(error, controller.signal));
    } finally {
      await rm(dir, { recursive: true, force: true });
      for (const { upload } of files) await uploads.remove(upload);
    }
  });
}
