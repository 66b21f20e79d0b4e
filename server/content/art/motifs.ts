/**
 * Layers of the generated art (sky, moon, mountains, skyline, speed lines, petals…). Each draws
 * into a box of a Scene (scene.ts), so that the same motif fills a cover, a banner or one comic panel.
 * The one figure, drawn over them, is in figure.ts.
 */
import { type Motif, minSide } from './scene';
import { burst, linearGradient, n, polygon, radialGradient } from './svg-kit';

export const sky: Motif = (s, b) => {
  const [deep, mid, accent] = s.palette;
  const fill = s.gradient((id) => linearGradient(id, [deep, mid, accent], 80 + s.rng.int(0, 20), [1, 1, 0.85]));
  s.add(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${fill}"/>`);
};

export const glowOrb: Motif = (s, b) => {
  const { rng, palette } = s;
  const r = minSide(b) * (0.16 + rng.next() * 0.12);
  const cx = b.x + b.w * (0.25 + rng.next() * 0.5);
  const cy = b.y + b.h * (0.18 + rng.next() * 0.2);
  const glow = s.gradient((id) => radialGradient(id, palette[4], 0.55, 0));
  const body = s.gradient((id) => linearGradient(id, [palette[4], palette[2]], 90));
  s.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.6)}" fill="${glow}"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${body}"/>`);
  for (let i = 1; i <= 2; i++) {
    s.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * (1 + i * 0.25))}" fill="none" stroke="${palette[4]}" stroke-opacity="${n(0.35 / i)}" stroke-width="${n(r * 0.03)}"/>`,
    );
  }
};

export const stars: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < Math.round((b.w * b.h) / 9000); i++) {
    const x = b.x + s.rng.next() * b.w;
    const y = b.y + s.rng.next() * b.h * 0.7;
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.6 + s.rng.next() * 2)}" opacity="${n(0.3 + s.rng.next() * 0.7)}"/>`,
    );
  }
  s.add(`<g fill="${s.palette[4]}">${parts.join('')}</g>`);
};

export const mountains: Motif = (s, b) => {
  const layers = 3;
  for (let layer = 0; layer < layers; layer++) {
    const base = b.y + b.h * (0.55 + layer * 0.12);
    const points: [number, number][] = [[b.x, b.y + b.h]];
    const steps = 6 + s.rng.int(0, 5);
    for (let i = 0; i <= steps; i++) {
      const peak = i % 2 === 0 ? s.rng.next() * b.h * 0.22 : s.rng.next() * b.h * 0.05;
      points.push([b.x + (b.w * i) / steps, base - peak]);
    }
    points.push([b.x + b.w, b.y + b.h]);
    const opacity = 0.45 + layer * 0.25;
    s.add(polygon(points, `fill="${s.palette[0]}" fill-opacity="${n(opacity)}"`));
  }
};

export const skyline: Motif = (s, b) => {
  const { rng, palette } = s;
  const buildings: string[] = [];
  const windows: string[] = [];
  let x = b.x - 10;
  while (x < b.x + b.w) {
    const w = b.w * (0.07 + rng.next() * 0.1);
    const h = b.h * (0.2 + rng.next() * 0.4);
    const top = b.y + b.h - h;
    buildings.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}"/>`);
    const cell = Math.max(6, w / 5);
    for (let wy = top + cell; wy < b.y + b.h - cell; wy += cell * 1.6) {
      for (let wx = x + cell * 0.6; wx < x + w - cell; wx += cell * 1.4) {
        if (rng.chance(0.45)) {
          windows.push(`<rect x="${n(wx)}" y="${n(wy)}" width="${n(cell * 0.7)}" height="${n(cell * 0.8)}"/>`);
        }
      }
    }
    x += w + rng.next() * 6;
  }
  s.add(`<g fill="${palette[0]}">${buildings.join('')}</g>`);
  s.add(`<g fill="${palette[3]}" fill-opacity="0.85">${windows.join('')}</g>`);
};

export const waves: Motif = (s, b) => {
  for (let layer = 0; layer < 3; layer++) {
    const y0 = b.y + b.h * (0.62 + layer * 0.11);
    const amp = b.h * (0.025 + s.rng.next() * 0.03);
    const len = b.w / (1.5 + s.rng.next() * 2);
    let d = `M${n(b.x)} ${n(y0)}`;
    for (let x = 0; x <= b.w; x += len / 2) {
      d += ` Q${n(b.x + x + len / 4)} ${n(y0 + ((x / (len / 2)) % 2 === 0 ? -1 : 1) * amp * 2)} ${n(b.x + x + len / 2)} ${n(y0)}`;
    }
    d += ` L${n(b.x + b.w)} ${n(b.y + b.h)} L${n(b.x)} ${n(b.y + b.h)} Z`;
    s.add(
      `<path d="${d}" fill="${layer === 2 ? s.palette[0] : s.palette[1]}" fill-opacity="${n(0.5 + layer * 0.2)}"/>`,
    );
  }
};

export const speedLines: Motif = (s, b) => {
  const cx = b.x + b.w * (0.3 + s.rng.next() * 0.4);
  const cy = b.y + b.h * (0.3 + s.rng.next() * 0.4);
  const reach = Math.hypot(b.w, b.h);
  const parts: string[] = [];
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2 + s.rng.next() * 0.04;
    const spread = 0.006 + s.rng.next() * 0.012;
    const start = reach * (0.12 + s.rng.next() * 0.15);
    parts.push(
      polygon(
        [
          [cx + Math.cos(a) * start, cy + Math.sin(a) * start],
          [cx + Math.cos(a - spread) * reach, cy + Math.sin(a - spread) * reach],
          [cx + Math.cos(a + spread) * reach, cy + Math.sin(a + spread) * reach],
        ],
        '',
      ),
    );
  }
  s.add(`<g fill="${s.palette[4]}" fill-opacity="0.55">${parts.join('')}</g>`);
};

export const impact: Motif = (s, b) => {
  const r = minSide(b) * 0.38;
  const cx = b.x + b.w * (0.3 + s.rng.next() * 0.4);
  const cy = b.y + b.h * (0.3 + s.rng.next() * 0.3);
  s.add(polygon(burst(s.rng, cx, cy, r * 0.55, r, 18), `fill="${s.palette[3]}" fill-opacity="0.9"`));
  s.add(polygon(burst(s.rng, cx, cy, r * 0.3, r * 0.6, 14), `fill="${s.palette[4]}"`));
};

const heartPath = (x: number, y: number, size: number) => {
  const k = size / 2;
  return `M${n(x)} ${n(y + k * 0.6)} C${n(x - k * 1.4)} ${n(y - k * 0.4)} ${n(x - k * 0.4)} ${n(y - k * 1.3)} ${n(x)} ${n(y - k * 0.35)} C${n(x + k * 0.4)} ${n(y - k * 1.3)} ${n(x + k * 1.4)} ${n(y - k * 0.4)} ${n(x)} ${n(y + k * 0.6)} Z`;
};

export const hearts: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const size = minSide(b) * (0.04 + s.rng.next() * 0.08);
    parts.push(
      `<path d="${heartPath(b.x + s.rng.next() * b.w, b.y + s.rng.next() * b.h * 0.8, size)}" fill-opacity="${n(0.4 + s.rng.next() * 0.5)}"/>`,
    );
  }
  s.add(`<g fill="${s.palette[2]}">${parts.join('')}</g>`);
};

export const petals: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < 26; i++) {
    const x = b.x + s.rng.next() * b.w;
    const y = b.y + s.rng.next() * b.h;
    const r = minSide(b) * (0.012 + s.rng.next() * 0.02);
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.8)}" ry="${n(r)}" transform="rotate(${s.rng.int(0, 179)} ${n(x)} ${n(y)})" fill-opacity="${n(0.5 + s.rng.next() * 0.5)}"/>`,
    );
  }
  s.add(`<g fill="${s.palette[4]}">${parts.join('')}</g>`);
};

export const bokeh: Motif = (s, b) => {
  const fills = [s.palette[2], s.palette[3], s.palette[4]].map((color) =>
    s.gradient((id) => radialGradient(id, color, 0.7, 0)),
  );
  for (let i = 0; i < 14; i++) {
    const r = minSide(b) * (0.04 + s.rng.next() * 0.1);
    s.add(
      `<circle cx="${n(b.x + s.rng.next() * b.w)}" cy="${n(b.y + s.rng.next() * b.h)}" r="${n(r)}" fill="${s.rng.pick(fills)}"/>`,
    );
  }
};

export const crystals: Motif = (s, b) => {
  const fill = s.gradient((id) => linearGradient(id, [s.palette[4], s.palette[2], s.palette[1]], 70, [0.95, 0.8, 0.6]));
  for (let i = 0; i < 5; i++) {
    const cx = b.x + b.w * (0.1 + s.rng.next() * 0.8);
    const base = b.y + b.h * (0.75 + s.rng.next() * 0.2);
    const h = b.h * (0.18 + s.rng.next() * 0.3);
    const w = h * (0.22 + s.rng.next() * 0.12);
    s.add(
      polygon(
        [
          [cx, base - h],
          [cx + w, base - h * 0.7],
          [cx + w * 0.7, base],
          [cx - w * 0.7, base],
          [cx - w, base - h * 0.7],
        ],
        `fill="${fill}" stroke="${s.palette[4]}" stroke-opacity="0.6" stroke-width="2"`,
      ),
    );
  }
};

export const clouds: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cx = b.x + s.rng.next() * b.w;
    const cy = b.y + b.h * (0.1 + s.rng.next() * 0.45);
    const r = minSide(b) * (0.05 + s.rng.next() * 0.05);
    for (let k = -2; k <= 2; k++) {
      parts.push(`<circle cx="${n(cx + k * r * 0.9)}" cy="${n(cy - (2 - Math.abs(k)) * r * 0.35)}" r="${n(r)}"/>`);
    }
  }
  s.add(`<g fill="${s.palette[4]}" fill-opacity="0.75">${parts.join('')}</g>`);
};

export const rain: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < Math.round(b.w / 6); i++) {
    const x = b.x + s.rng.next() * b.w;
    const y = b.y + s.rng.next() * b.h;
    const len = b.h * (0.03 + s.rng.next() * 0.05);
    parts.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x - len * 0.25)}" y2="${n(y + len)}"/>`);
  }
  s.add(`<g stroke="${s.palette[4]}" stroke-opacity="0.45" stroke-width="1.5">${parts.join('')}</g>`);
};

export const neonGrid: Motif = (s, b) => {
  const horizon = b.y + b.h * 0.62;
  const parts: string[] = [];
  for (let i = -10; i <= 10; i++) {
    const cx = b.x + b.w / 2;
    parts.push(`<line x1="${n(cx)}" y1="${n(horizon)}" x2="${n(cx + i * b.w * 0.18)}" y2="${n(b.y + b.h)}"/>`);
  }
  for (let k = 1; k <= 8; k++) {
    const y = horizon + (b.y + b.h - horizon) * (k / 8) ** 1.8;
    parts.push(`<line x1="${n(b.x)}" y1="${n(y)}" x2="${n(b.x + b.w)}" y2="${n(y)}"/>`);
  }
  s.add(
    `<rect x="${n(b.x)}" y="${n(horizon)}" width="${n(b.w)}" height="${n(b.y + b.h - horizon)}" fill="${s.palette[0]}" fill-opacity="0.8"/>`,
  );
  s.add(`<g stroke="${s.palette[2]}" stroke-width="2" stroke-opacity="0.8">${parts.join('')}</g>`);
};

export const polkaDots: Motif = (s, b) => {
  const id = s.id();
  const size = Math.max(18, minSide(b) * 0.06);
  s.defs.push(
    `<pattern id="${id}" width="${n(size)}" height="${n(size)}" patternUnits="userSpaceOnUse"><circle cx="${n(size / 2)}" cy="${n(size / 2)}" r="${n(size * 0.2)}" fill="${s.palette[4]}" fill-opacity="0.35"/></pattern>`,
  );
  s.add(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="url(#${id})"/>`);
};

export const equalizer: Motif = (s, b) => {
  const bars = 18;
  const w = b.w / bars;
  const parts: string[] = [];
  for (let i = 0; i < bars; i++) {
    const h = b.h * (0.08 + s.rng.next() * 0.35);
    parts.push(
      `<rect x="${n(b.x + i * w + w * 0.15)}" y="${n(b.y + b.h - h)}" width="${n(w * 0.7)}" height="${n(h)}" rx="${n(w * 0.2)}"/>`,
    );
  }
  const fill = s.gradient((id) => linearGradient(id, [s.palette[2], s.palette[3]], 90));
  s.add(`<g fill="${fill}" fill-opacity="0.9">${parts.join('')}</g>`);
};

export const birds: Motif = (s, b) => {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = b.x + b.w * (0.2 + s.rng.next() * 0.6);
    const y = b.y + b.h * (0.15 + s.rng.next() * 0.3);
    const k = minSide(b) * (0.015 + s.rng.next() * 0.02);
    parts.push(
      `<path d="M${n(x - k)} ${n(y - k * 0.4)} Q${n(x - k * 0.4)} ${n(y - k * 0.6)} ${n(x)} ${n(y)} Q${n(x + k * 0.4)} ${n(y - k * 0.6)} ${n(x + k)} ${n(y - k * 0.4)}"/>`,
    );
  }
  s.add(`<g fill="none" stroke="${s.palette[0]}" stroke-width="2.5" stroke-linecap="round">${parts.join('')}</g>`);
};

/** A darkening at the bottom, where the app writes titles over the art. */
export const footShade: Motif = (s, b) => {
  const fill = s.gradient((id) => linearGradient(id, ['#000000', '#000000'], 90, [0, 0.55]));
  s.add(`<rect x="${n(b.x)}" y="${n(b.y + b.h * 0.6)}" width="${n(b.w)}" height="${n(b.h * 0.4)}" fill="${fill}"/>`);
};
