/**
 * The demo art as SVG: 3:4 covers, 2:1 banners, paged manga (grey panels with speech bubbles),
 * tall colour webtoon strips and app icons. Abstract on purpose (gradients, shapes, silhouettes):
 * it must look like a comic shelf without any drawing skill, any download, or any font.
 */
import { createRng, type Rng } from '../prng';
import { silhouette } from './figure';
import * as m from './motifs';
import { type Box, type Motif, Scene } from './scene';
import { digits, INK, linearGradient, n, PALETTES, type Palette, svgDocument } from './svg-kit';
import { type Theme, themeOf } from './themes';

export type ArtKind = 'cover' | 'banner' | 'manga' | 'webtoon' | 'icon';

export interface ArtSpec {
  kind: ArtKind;
  width: number;
  height: number;
  /** Seeds the randomness: the same spec always draws the same picture. */
  seed: string;
  /** A class name (热血, 玄幻, 纪录…) choosing motifs and colours. */
  theme: string;
  /** Page number drawn at the foot of comic pages. */
  page?: number;
}

const paletteOf = (rng: Rng, theme: Theme): Palette => PALETTES[rng.pick(theme.palettes)] as Palette;

export function artSvg(spec: ArtSpec): string {
  const rng = createRng(`${spec.kind}:${spec.seed}`);
  switch (spec.kind) {
    case 'cover':
    case 'banner':
      return poster(rng, spec);
    case 'manga':
      return mangaPage(rng, spec);
    case 'webtoon':
      return webtoonStrip(rng, spec);
    default:
      return icon(rng, spec);
  }
}

function render(scene: Scene, width: number, height: number): string {
  return svgDocument(width, height, scene.defs.join(''), scene.body.join(''));
}

/** Covers and banners: a themed scene, a thin inset frame, and a shade where titles go. */
function poster(rng: Rng, spec: ArtSpec): string {
  const theme = themeOf(spec.theme);
  const scene = new Scene(rng, paletteOf(rng, theme));
  const box: Box = { x: 0, y: 0, w: spec.width, h: spec.height };
  m.sky(scene, box);
  for (const layer of rng.pick(theme.layers)) layer(scene, box);
  if (spec.kind === 'banner') {
    // Text sits on the left of a banner.
    const fill = scene.gradient((id) => linearGradient(id, ['#000000', '#000000'], 0, [0.55, 0]));
    scene.add(`<rect width="${n(spec.width * 0.6)}" height="${spec.height}" fill="${fill}"/>`);
  } else {
    m.footShade(scene, box);
  }
  const inset = Math.min(spec.width, spec.height) * 0.035;
  scene.add(
    `<rect x="${n(inset)}" y="${n(inset)}" width="${n(spec.width - 2 * inset)}" height="${n(spec.height - 2 * inset)}" fill="none" stroke="${scene.palette[4]}" stroke-opacity="0.35" stroke-width="2"/>`,
  );
  return render(scene, spec.width, spec.height);
}

const PANEL_SCENES: readonly Motif[][] = [
  [m.speedLines, silhouette],
  [m.clouds, m.mountains, m.birds],
  [m.glowOrb, m.skyline],
  [m.rain, silhouette],
  [m.impact],
  [m.stars, m.glowOrb, m.crystals],
  [m.clouds, m.waves],
  [m.bokeh, silhouette],
];

/** Screentone: the dot texture of printed manga, over part of a panel. */
function screentone(scene: Scene, box: Box): void {
  const id = scene.id();
  scene.defs.push(
    `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="4" cy="4" r="1.6" fill="#000" fill-opacity="0.35"/></pattern>`,
  );
  const top = box.y + box.h * (0.4 + scene.rng.next() * 0.4);
  scene.add(
    `<rect x="${n(box.x)}" y="${n(top)}" width="${n(box.w)}" height="${n(box.y + box.h - top)}" fill="url(#${id})"/>`,
  );
}

/** One framed panel with a scene clipped inside it. */
function panel(scene: Scene, box: Box, motifs: readonly Motif[], border: string, tone: boolean): void {
  const clip = scene.id();
  scene.defs.push(
    `<clipPath id="${clip}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath>`,
  );
  scene.add(`<g clip-path="url(#${clip})">`);
  m.sky(scene, box);
  for (const motif of motifs) motif(scene, box);
  if (tone) screentone(scene, box);
  scene.add('</g>');
  scene.add(
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="none" stroke="${border}" stroke-width="5"/>`,
  );
}

/** A speech bubble with its tail and grey bars standing in for the words. */
function bubble(scene: Scene, cx: number, cy: number, rx: number, ry: number): void {
  const { rng } = scene;
  const side = rng.chance(0.5) ? 1 : -1;
  const tail = `${n(cx + side * rx * 0.25)},${n(cy + ry * 0.7)} ${n(cx + side * rx * 0.75)},${n(cy + ry * 1.7)} ${n(cx + side * rx * 0.5)},${n(cy + ry * 0.6)}`;
  const ink = 'stroke="#111" stroke-width="3.5" stroke-linejoin="round"';
  scene.add(`<polygon points="${tail}" fill="#fff" ${ink}/>`);
  scene.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#fff" ${ink}/>`);
  // Hides the tail's stroke where it joins the bubble.
  scene.add(
    `<ellipse cx="${n(cx + side * rx * 0.38)}" cy="${n(cy + ry * 0.62)}" rx="${n(rx * 0.16)}" ry="${n(ry * 0.12)}" fill="#fff"/>`,
  );
  const lines = rng.int(2, 4);
  const lineH = (ry * 1.1) / (lines * 1.6);
  for (let i = 0; i < lines; i++) {
    const w = rx * (1.1 - Math.abs(i - (lines - 1) / 2) * 0.3) * (0.75 + rng.next() * 0.25);
    const y = cy - (lines * lineH * 1.6) / 2 + i * lineH * 1.6 + lineH * 0.3;
    scene.add(
      `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(lineH)}" rx="${n(lineH / 2)}" fill="#555"/>`,
    );
  }
}

/** Splits `total` into `count` random parts that add up to it. */
function split(rng: Rng, total: number, count: number, gap: number): number[] {
  const weights = Array.from({ length: count }, () => 0.6 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => ((total - gap * (count - 1)) * w) / sum);
}

/** A paged manga page: white paper, 3–7 grey panels in rows, bubbles, the page number below. */
function mangaPage(rng: Rng, spec: ArtSpec): string {
  const scene = new Scene(rng, INK);
  const margin = spec.width * 0.05;
  const gutter = 18;
  const foot = spec.height * 0.06;
  scene.add(`<rect width="${spec.width}" height="${spec.height}" fill="#fbfaf7"/>`);
  const boxes: Box[] = [];
  let y = margin;
  for (const rowH of split(rng, spec.height - margin - foot, rng.int(2, 4), gutter)) {
    let x = margin;
    for (const colW of split(rng, spec.width - 2 * margin, rng.int(1, 2), gutter)) {
      boxes.push({ x, y, w: colW, h: rowH });
      x += colW + gutter;
    }
    y += rowH + gutter;
  }
  for (const box of boxes) panel(scene, box, rng.pick(PANEL_SCENES), '#111', rng.chance(0.6));
  for (const box of rng.sample(boxes, Math.min(boxes.length, rng.int(2, 4)))) {
    const rx = Math.min(box.w * 0.28, 130);
    bubble(scene, box.x + box.w * (0.3 + rng.next() * 0.4), box.y + box.h * 0.25, rx, rx * 0.6);
  }
  if (spec.page) scene.add(digits(spec.page, spec.width / 2, spec.height - foot * 0.72, foot * 0.42, '#444'));
  return render(scene, spec.width, spec.height);
}

/** A tall colour strip read by scrolling: wide panels with breathing space and bubbles between. */
function webtoonStrip(rng: Rng, spec: ArtSpec): string {
  const palette = PALETTES[rng.int(0, PALETTES.length - 1)] as Palette;
  const scene = new Scene(rng, palette);
  const paper = palette[4];
  scene.add(`<rect width="${spec.width}" height="${spec.height}" fill="${paper}"/>`);
  const foot = 140;
  let y = rng.int(40, 120);
  while (y < spec.height - foot - 400) {
    const h = Math.min(rng.int(520, 1000), spec.height - foot - y);
    const inset = rng.chance(0.5) ? 0 : spec.width * 0.07;
    const box = { x: inset, y, w: spec.width - 2 * inset, h };
    panel(scene, box, rng.pick(PANEL_SCENES), inset ? palette[0] : 'none', false);
    const gap = rng.int(90, 260);
    if (rng.chance(0.7)) {
      const rx = rng.int(120, 190);
      bubble(scene, spec.width * (0.3 + rng.next() * 0.4), y + h - rx * 0.2, rx, rx * 0.55);
    }
    y += h + gap;
  }
  if (spec.page) scene.add(digits(spec.page, spec.width / 2, spec.height - foot * 0.65, 44, palette[1]));
  return render(scene, spec.width, spec.height);
}

const GLYPHS = [
  (c: number, r: number) =>
    `<circle cx="${c}" cy="${c}" r="${n(r)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.28)}"/>`,
  (c: number, r: number) =>
    `<polygon points="${n(c - r * 0.6)},${n(c - r)} ${n(c + r)},${c} ${n(c - r * 0.6)},${n(c + r)}" fill="#fff"/>`,
  (c: number, r: number) =>
    `<path d="M${n(c - r)} ${n(c - r * 0.7)} Q${c} ${n(c - r)} ${c} ${n(c - r * 0.5)} Q${c} ${n(c - r)} ${n(c + r)} ${n(c - r * 0.7)} L${n(c + r)} ${n(c + r * 0.8)} Q${c} ${n(c + r * 0.5)} ${c} ${n(c + r)} Q${c} ${n(c + r * 0.5)} ${n(c - r)} ${n(c + r * 0.8)} Z" fill="#fff"/>`,
  (c: number, r: number) =>
    `<rect x="${n(c - r)}" y="${n(c - r)}" width="${n(r * 2)}" height="${n(r * 2)}" rx="${n(r * 0.4)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.25)}"/><circle cx="${c}" cy="${c}" r="${n(r * 0.35)}" fill="#fff"/>`,
];

/** An app icon: a rounded square in two colours with one white glyph. */
function icon(rng: Rng, spec: ArtSpec): string {
  const palette = PALETTES[rng.int(0, PALETTES.length - 1)] as Palette;
  const scene = new Scene(rng, palette);
  const size = spec.width;
  const fill = scene.gradient((id) => linearGradient(id, [palette[1], palette[2]], 45));
  scene.add(`<rect width="${size}" height="${size}" rx="${n(size * 0.22)}" fill="${fill}"/>`);
  scene.add(rng.pick(GLYPHS)(size / 2, size * 0.26));
  return render(scene, size, size);
}
