/**
 * Finding a page's uniform margins (after the way Mihon's image decoder does it): a margin is a run
 * of rows or columns from an edge that hold almost nothing but the edge's own colour, near white or
 * near black. A page whose edge is mixed, or coloured, keeps that side. Read on a small copy of the
 * page's luminance; the answer is in fractions of the page, so it holds at any size.
 *
 * The box a page shows keeps the page's own proportions (cropBox), so the height reserved for it
 * before anything loads stays exact: a cropped page is the same box, its content larger in it.
 */

/** Fractions of the page's width (left, right) and height (top, bottom) that are margin. */
export interface Borders {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_BORDERS: Borders = { top: 0, right: 0, bottom: 0, left: 0 };

/** Luminance (0–255) a margin's colour must be beyond: white above the first, black below the second. */
const WHITE = 225;
const BLACK = 30;
/** How far from the margin's colour a pixel may be and still be margin. */
const TOLERANCE = 40;
/** A line with more than this share of other pixels is content (specks and scan dust are not). */
const CONTENT_SHARE = 0.005;
/** Never more than this share of the page off one side: a nearly empty page stays as it is. */
const MOST = 0.4;

interface Lines {
  count: number;
  length: number;
  at(line: number, i: number): number;
}

/** How many lines from the start of `lines` are margin. */
function marginOf(lines: Lines): number {
  let sum = 0;
  for (let i = 0; i < lines.length; i++) sum += lines.at(0, i);
  const edge = sum / lines.length;
  if (edge < WHITE && edge > BLACK) return 0;
  const allowed = Math.max(1, Math.floor(lines.length * CONTENT_SHARE));
  const most = Math.floor(lines.count * MOST);
  let line = 0;
  for (; line < most; line++) {
    let other = 0;
    for (let i = 0; i < lines.length && other <= allowed; i++) {
      if (Math.abs(lines.at(line, i) - edge) > TOLERANCE) other++;
    }
    if (other > allowed) break;
  }
  return line;
}

/** The margins of a page given as `width` × `height` luminance values, row by row. */
export function findBorders(luma: Uint8Array, width: number, height: number): Borders {
  if (width < 8 || height < 8) return NO_BORDERS;
  const px = (x: number, y: number) => luma[y * width + x] ?? 0;
  const top = marginOf({ count: height, length: width, at: (l, i) => px(i, l) });
  const bottom = marginOf({ count: height, length: width, at: (l, i) => px(i, height - 1 - l) });
  const left = marginOf({ count: width, length: height, at: (l, i) => px(l, i) });
  const right = marginOf({ count: width, length: height, at: (l, i) => px(width - 1 - l, i) });
  return { top: top / height, right: right / width, bottom: bottom / height, left: left / width };
}

/** RGBA pixels → luminance (Rec. 601 weights, integer maths). */
export function lumaOf(rgba: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0, j = 0; j < out.length; i += 4, j++) {
    out[j] = ((rgba[i] ?? 0) * 77 + (rgba[i + 1] ?? 0) * 150 + (rgba[i + 2] ?? 0) * 29) >> 8;
  }
  return out;
}

/**
 * The part of the page to show, in fractions, with the page's own proportions (its width and
 * height fractions equal): as much margin off as that allows, the content centred. `scale` 1 is
 * the whole page.
 */
export function cropBox(borders: Borders): { x: number; y: number; scale: number } {
  const width = 1 - borders.left - borders.right;
  const height = 1 - borders.top - borders.bottom;
  const scale = Math.min(1, Math.max(width, height));
  const centre = (from: number, size: number) => Math.min(Math.max(from + size / 2 - scale / 2, 0), 1 - scale);
  return { x: centre(borders.left, width), y: centre(borders.top, height), scale };
}
