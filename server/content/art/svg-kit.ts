/**
 * Small SVG building blocks for the generated demo art: palettes, gradients and seven-segment
 * digits. Nothing here renders text: a fresh machine may have no CJK (or any) fonts for librsvg,
 * so numbers are drawn as shapes.
 */
import type { Rng } from '../prng';

/** [deep, mid, accent, second accent, light] */
export type Palette = readonly [string, string, string, string, string];

export const PALETTES: readonly Palette[] = [
  ['#0f172a', '#312e81', '#f472b6', '#38bdf8', '#fde68a'],
  ['#1e1b4b', '#7c3aed', '#f59e0b', '#f43f5e', '#fef3c7'],
  ['#042f2e', '#0f766e', '#5eead4', '#fbbf24', '#ecfeff'],
  ['#450a0a', '#b91c1c', '#fb923c', '#fde047', '#fff7ed'],
  ['#831843', '#ec4899', '#fbcfe8', '#a78bfa', '#fff1f2'],
  ['#0c4a6e', '#0284c7', '#7dd3fc', '#f0abfc', '#f0f9ff'],
  ['#1c1917', '#57534e', '#d6d3d1', '#dc2626', '#fafaf9'],
  ['#14532d', '#15803d', '#bef264', '#fcd34d', '#f7fee7'],
  ['#2e1065', '#c026d3', '#22d3ee', '#facc15', '#fdf4ff'],
  ['#7c2d12', '#ea580c', '#fed7aa', '#0ea5e9', '#fff7ed'],
  ['#172554', '#1d4ed8', '#93c5fd', '#fbbf24', '#eff6ff'],
  ['#3f1d38', '#9d174d', '#fda4af', '#fcd34d', '#fff1f2'],
];

/** Grey tones of a manga page, from ink to paper. */
export const INK: Palette = ['#111111', '#4b4b4b', '#9a9a9a', '#d4d4d4', '#fafafa'];

/** Numbers in SVG are rounded to one decimal: smaller files, and stable hashes of the markup. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Unique ids within one SVG document (gradients, clip paths, patterns). */
export function idMaker(prefix = 'g') {
  let count = 0;
  return () => `${prefix}${count++}`;
}

export function linearGradient(id: string, stops: readonly string[], angle = 90, opacity: readonly number[] = []) {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const stopTags = stops
    .map((color, i) => {
      const offset = stops.length === 1 ? 0 : i / (stops.length - 1);
      return `<stop offset="${n(offset)}" stop-color="${color}" stop-opacity="${opacity[i] ?? 1}"/>`;
    })
    .join('');
  return `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}">${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, color: string, inner = 1, outer = 0) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${inner}"/><stop offset="1" stop-color="${color}" stop-opacity="${outer}"/></radialGradient>`;
}

/** A closed polygon through the points. */
export const polygon = (points: readonly (readonly [number, number])[], attrs: string) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attrs}/>`;

/** The same outline as path data, to combine with other path commands. */
export const pathOf = (points: readonly (readonly [number, number])[]) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} Z`;

/** A many-pointed star (a manga "impact" burst), centred on (cx, cy). */
export function burst(rng: Rng, cx: number, cy: number, inner: number, outer: number, spikes: number) {
  const points: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? outer * (0.75 + rng.next() * 0.25) : inner;
    const a = (i / (spikes * 2)) * Math.PI * 2;
    points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return points;
}

// Seven-segment digits: a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle.
const DIGITS = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

function segment(name: string, x: number, y: number, w: number, h: number, t: number): string {
  const half = h / 2;
  const rect = (rx: number, ry: number, rw: number, rh: number) =>
    `<rect x="${n(x + rx)}" y="${n(y + ry)}" width="${n(rw)}" height="${n(rh)}" rx="${n(t / 2)}"/>`;
  switch (name) {
    case 'a':
      return rect(t, 0, w - 2 * t, t);
    case 'b':
      return rect(w - t, t * 0.6, t, half - t * 0.6);
    case 'c':
      return rect(w - t, half, t, half - t * 0.6);
    case 'd':
      return rect(t, h - t, w - 2 * t, t);
    case 'e':
      return rect(0, half, t, half - t * 0.6);
    case 'f':
      return rect(0, t * 0.6, t, half - t * 0.6);
    default:
      return rect(t, half - t / 2, w - 2 * t, t);
  }
}

/** `value` drawn as seven-segment digits centred on cx, top at y, each digit h tall. */
export function digits(value: number, cx: number, y: number, h: number, fill: string): string {
  const text = String(value);
  const w = h * 0.55;
  const t = h * 0.13;
  const gap = h * 0.2;
  const total = text.length * w + (text.length - 1) * gap;
  let x = cx - total / 2;
  const parts: string[] = [];
  for (const ch of text) {
    for (const seg of DIGITS[Number(ch)] ?? '') parts.push(segment(seg, x, y, w, h, t));
    x += w + gap;
  }
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
