/**
 * The tab's icon and the install icons of the manifest (src/core/manifest.ts) and iOS, drawn with
 * sharp from the brand mark in public/favicon.svg; the PNGs are committed under public/icons/. Run
 * it again after changing the mark: `npx tsx scripts/make-icons.ts`.
 *
 * With `--screenshots <file.png>=<name> …` it instead turns phone screenshots (scripts/screenshots.ts
 * writes them) into the manifest's public/screenshots/<name>.webp.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const PUBLIC = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const brand = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(favicon)?.[1];
const mark = /<path d="([^"]+)" fill="(#[0-9a-f]{3,8})"/i.exec(favicon);
if (!brand || !mark) throw new Error('public/favicon.svg: expected a filled <rect> and one filled <path>');
const [, markPath, markFill] = mark;

/**
 * The mark (centred in the favicon's 64-unit box) on a full-bleed square of the brand colour, at
 * `scale` of its favicon size. Launchers cut maskable icons to any shape inside the centre circle
 * of 80 % of the width; at 0.8 the mark's corners stay within 27 % of the centre.
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/>` +
  `<path d="${markPath}" fill="${markFill}" transform="translate(32 32) scale(${scale}) translate(-32 -32)"/></svg>`;

async function png(svg: string, size: number, name: string) {
  const out = new URL(`icons/${name}`, PUBLIC);
  // Rasterised at the target size (density = dpi for 64 user units), so edges are drawn, not scaled.
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toFile(out.pathname);
  console.log(`public/icons/${name}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}

async function icons() {
  mkdirSync(new URL('icons/', PUBLIC), { recursive: true });
  for (const size of [192, 512]) {
    // purpose "any": the favicon as it is, rounded corners and all.
    await png(favicon, size, `icon-${size}.png`);
    await png(fullBleed(0.8), size, `maskable-${size}.png`);
  }
  // iOS rounds the corners itself and paints transparency black: an opaque square.
  await png(fullBleed(1), 180, 'apple-touch-icon-180.png');
  // The tab's icon (16 CSS px, 48 at 3×): Chrome decodes a page's SVG favicon on the page's main
  // thread, in a document of its own (10–40 ms just after the first paint); a PNG decodes off it.
  await png(favicon, 48, 'favicon-48.png');
}

async function screenshots(pairs: string[]) {
  mkdirSync(new URL('screenshots/', PUBLIC), { recursive: true });
  for (const pair of pairs) {
    const [file, name] = pair.split('=');
    if (!file || !name) throw new Error(`expected <file.png>=<name>, got ${pair}`);
    const out = new URL(`screenshots/${name}.webp`, PUBLIC);
    const info = await sharp(file).webp({ quality: 80, effort: 6 }).toFile(out.pathname);
    console.log(`public/screenshots/${name}.webp  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
  }
}

const args = process.argv.slice(2);
if (args[0] === '--screenshots') await screenshots(args.slice(1));
else await icons();
