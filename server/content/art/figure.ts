/**
 * The figure of the generated art: a person seen from the back, drawn over the scenery's layers
 * (motifs.ts) as the picture's subject.
 */
import { type Motif, minSide } from './scene';
import { burst, n, pathOf } from './svg-kit';

/** A figure seen from the back: hair behind, neck and sloping shoulders, head, all rim-lit. */
export const silhouette: Motif = (s, b) => {
  const { rng, palette } = s;
  const scale = minSide(b) * (0.55 + rng.next() * 0.2);
  const cx = b.x + b.w * (0.3 + rng.next() * 0.4);
  const bottom = b.y + b.h;
  const headR = scale * 0.15;
  const headY = bottom - scale * 0.92;
  const neck = headR * 0.42;
  const neckBottom = headY + headR * 1.45;
  const shoulder = headR * (2.9 + rng.next() * 0.5);
  const shoulderY = neckBottom + headR * 0.55;
  const body = [
    `M${n(cx - neck)} ${n(headY)} L${n(cx - neck)} ${n(neckBottom)}`,
    `C${n(cx - neck - headR * 1.2)} ${n(neckBottom + headR * 0.1)} ${n(cx - shoulder)} ${n(shoulderY - headR * 0.2)} ${n(cx - shoulder)} ${n(shoulderY + headR * 0.6)}`,
    `L${n(cx - shoulder * 1.05)} ${n(bottom)} L${n(cx + shoulder * 1.05)} ${n(bottom)} L${n(cx + shoulder)} ${n(shoulderY + headR * 0.6)}`,
    `C${n(cx + shoulder)} ${n(shoulderY - headR * 0.2)} ${n(cx + neck + headR * 1.2)} ${n(neckBottom + headR * 0.1)} ${n(cx + neck)} ${n(neckBottom)}`,
    `L${n(cx + neck)} ${n(headY)} Z`,
  ].join(' ');
  const hair = rng.chance(0.5)
    ? // long hair falling behind the shoulders
      `<path d="M${n(cx - headR * 1.1)} ${n(headY)} C${n(cx - headR * 1.5)} ${n(headY + headR * 2.2)} ${n(cx - headR * 1.7)} ${n(shoulderY + headR)} ${n(cx - headR * 1.2)} ${n(shoulderY + headR * 1.6)} L${n(cx + headR * 1.2)} ${n(shoulderY + headR * 1.6)} C${n(cx + headR * 1.7)} ${n(shoulderY + headR)} ${n(cx + headR * 1.5)} ${n(headY + headR * 2.2)} ${n(cx + headR * 1.1)} ${n(headY)} Z"/>`
    : // short spiky hair around the head
      `<path d="${pathOf(burst(rng, cx, headY - headR * 0.15, headR * 0.95, headR * 1.4, 11))}"/>`;
  const rim = `stroke="${palette[2]}" stroke-width="${n(Math.max(2, scale * 0.01))}" stroke-opacity="0.9" stroke-linejoin="round"`;
  s.add(`<g fill="${palette[0]}" ${rim}>${hair}<path d="${body}"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR)}"/></g>`);
};
