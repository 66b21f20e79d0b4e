/**
 * After `vite build`: writes a brotli (.br, quality 11) and a zopfli gzip (.gz) copy of every
 * compressible file in dist/, so the server sends the smallest bytes without compressing per
 * request. Zopfli is ordinary gzip on the wire, 4–5% smaller than zlib's best. The operator
 * console's files (dist/admin/, a desk tool) get zlib's best: zopfli's time is not worth it there.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const DIST = process.argv[2] ?? 'dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function compress(path: string): Promise<void> {
  if ((await stat(path)).size < MIN_BYTES) return;
  const data = await readFile(path);
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const ofConsole = path.includes(`${sep}admin${sep}`);
  const gzip = ofConsole ? gzipSync(data, { level: 9 }) : await gzipAsync(data, { numiterations: 15 });
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzip)]);
}

const started = performance.now();
const paths: string[] = [];
for await (const path of files(DIST)) paths.push(path);
await Promise.all(paths.map(compress));
console.log(`precompressed ${paths.length} files in ${Math.round(performance.now() - started)} ms`);
