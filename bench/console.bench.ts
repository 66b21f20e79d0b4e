/**
 * The operator console against a server process on SQLite: its first visit's bytes, a large file
 * uploaded by tus on loopback (MB/s, 4 MB chunks as the console sends them), a CBZ imported (pages
 * per second, each page read, checked and stored), and how soon a reader sees a price changed: the
 * first reader request made after the console's call answers. Needs a build.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { connect } from '../server/db/engine';
import { CHUNK_BYTES } from '../src/admin/api/uploads';
import type { ChapterItem } from '../src/core/admin/answers';
import { importFiles, signedIn, tusUpload } from '../tests/server/console-harness';
import { apiClient } from './api-client';
import { kb, measureFirstVisit } from './bundle.bench';
import { startServerProcess } from './server-process';

const UPLOAD_MB = 256;
const CHAPTERS = 4;
const PAGES = 20;

/** CHAPTERS folders of PAGES pages: 1000×1500 JPEGs of noise, about the bytes of a scanned page. */
async function cbz(): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (let c = 1; c <= CHAPTERS; c++)
    for (let p = 1; p <= PAGES; p++) {
      const page = sharp({
        create: {
          width: 1000,
          height: 1500,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 24 },
        },
      }).jpeg({ quality: 80 });
      files[`第${c}话/${String(p).padStart(3, '0')}.jpg`] = new Uint8Array(await page.toBuffer());
    }
  return zipSync(files, { level: 0 });
}

const seconds = (from: number) => (performance.now() - from) / 1000;

export async function runConsoleBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'manyue-console-bench-'));
  const databaseUrl = join(dir, 'bench.db');
  const server = await startServerProcess({
    MEDIA_DIR: '.tmp/bench-media-lite',
    DEMO_MEDIA: 'lite',
    DATABASE_URL: databaseUrl,
  });
  const db = connect(databaseUrl);
  try {
    console.log('\n## Operator console');
    const visit = await measureFirstVisit(server.url, '/admin/sign-in');
    console.log(
      `first visit of /admin/sign-in: JS ${kb(visit.js.gzip)} gzip (${visit.js.files.length} files), CSS ${kb(visit.css.gzip)}`,
    );

    const editor = await signedIn({ url: server.url, db }, 'bench-editor@example.com', 'editor');
    const site = { url: server.url };
    const big = randomBytes(UPLOAD_MB * 1024 * 1024);
    let started = performance.now();
    await tusUpload(editor, site, big, 'big.bin', CHUNK_BYTES);
    const uploadSeconds = seconds(started);
    console.log(
      `tus upload of ${UPLOAD_MB} MB in ${CHUNK_BYTES / 1024 / 1024} MB chunks: ${uploadSeconds.toFixed(1)} s, ${(UPLOAD_MB / uploadSeconds).toFixed(0)} MB/s`,
    );

    const archive = await cbz();
    const upload = await tusUpload(editor, site, archive, 'bench.cbz', CHUNK_BYTES);
    started = performance.now();
    const run = await importFiles(editor, site, {
      kind: 'comic',
      title: '控制台基准',
      files: [{ upload, path: 'bench.cbz' }],
    });
    const importSeconds = seconds(started);
    const done = run.events.at(-1);
    if (done?.type !== 'done') throw new Error(`import failed: ${JSON.stringify(done ?? run.error)}`);
    console.log(
      `import of a CBZ of ${CHAPTERS}×${PAGES} pages (${(archive.length / 1024 / 1024).toFixed(1)} MB): ${importSeconds.toFixed(1)} s, ${((CHAPTERS * PAGES) / importSeconds).toFixed(0)} pages/s`,
    );

    // A price changed, then a reader asks at once.
    const workId = done.work_id as number;
    const chapters = (await editor.get<{ items: ChapterItem[] }>(`/works/${workId}/chapters`)).body.items;
    const third = chapters[2] as ChapterItem;
    const reader = await apiClient(server.url);
    await editor.patch(`/chapters/${third.id}`, { access: 'gold', price: 15 });
    const changed = performance.now();
    const detail = await reader.call<{ chapters: { id: number; price: number }[] }>('workDetail', { id: workId });
    const seen = detail.chapters.find((chapter) => chapter.id === third.id)?.price === 15;
    console.log(
      `a price changed in the console: ${seen ? 'in' : 'NOT in'} the first reader answer after it (${(performance.now() - changed).toFixed(0)} ms later)`,
    );
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runConsoleBench();
