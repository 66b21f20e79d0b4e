/**
 * The share poster, drawn on a canvas: the site name over the accent gradient, a white card with a
 * work's 3:4 cover and title, the invite link's QR code (whole modules on a white quiet zone, so
 * that any phone camera reads it), the invite code and the link itself.
 */

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1240;

export interface QrMatrix {
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}

export interface PosterContent {
  siteName: string;
  tagline: string;
  workTitle: string | null;
  cover: CanvasImageSource | null;
  codeLabel: string;
  code: string;
  link: string;
  scanHint: string;
}

const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif';
const ACCENT = '#f0364a';
const TEXT = '#18191c';
const TEXT_3 = '#9499a0';

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Lines of `text` no wider than `width`, cut anywhere (links and CJK have no spaces to break at). */
export function wrapText(measure: (s: string) => number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char) > width) {
      lines.push(line);
      line = '';
      if (lines.length === maxLines) break;
    }
    line += char;
  }
  if (line && lines.length < maxLines) lines.push(line);
  return lines;
}

/**
 * Draws the QR code in whole-pixel modules with a quiet zone of 4, centred on `centerX`, at most
 * `maxSide` wide; answers its side in pixels.
 */
export function drawQr(
  ctx: CanvasRenderingContext2D,
  qr: QrMatrix,
  centerX: number,
  y: number,
  maxSide: number,
): number {
  const count = qr.getModuleCount();
  const cell = Math.max(1, Math.floor(maxSide / (count + 8)));
  const side = cell * (count + 8);
  const x = Math.round(centerX - side / 2);
  ctx.fillStyle = '#fff';
  ctx.fillRect(x, y, side, side);
  ctx.fillStyle = '#000';
  const origin = { x: x + cell * 4, y: y + cell * 4 };
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) ctx.fillRect(origin.x + col * cell, origin.y + row * cell, cell, cell);
    }
  }
  return side;
}

export function drawPoster(ctx: CanvasRenderingContext2D, content: PosterContent, qr: QrMatrix): void {
  const W = POSTER_WIDTH;
  const H = POSTER_HEIGHT;
  const background = ctx.createLinearGradient(0, 0, W, H);
  background.addColorStop(0, ACCENT);
  background.addColorStop(1, '#ff8a4c');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, W, H);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#fff';
  ctx.font = `700 60px ${FONT}`;
  ctx.fillText(content.siteName, W / 2, 112, W - 80);
  ctx.globalAlpha = 0.92;
  ctx.font = `400 28px ${FONT}`;
  ctx.fillText(content.tagline, W / 2, 162, W - 80);
  ctx.globalAlpha = 1;

  // The card.
  const card = { x: 40, y: 204, w: W - 80, h: H - 244 };
  ctx.fillStyle = '#fff';
  roundRect(ctx, card.x, card.y, card.w, card.h, 28);
  ctx.fill();

  // The cover, 3:4, centred.
  const cover = { w: 276, h: 368 };
  const coverX = (W - cover.w) / 2;
  const coverY = card.y + 40;
  ctx.save();
  roundRect(ctx, coverX, coverY, cover.w, cover.h, 16);
  ctx.clip();
  if (content.cover) {
    ctx.drawImage(content.cover, coverX, coverY, cover.w, cover.h);
  } else {
    const fill = ctx.createLinearGradient(coverX, coverY, coverX + cover.w, coverY + cover.h);
    fill.addColorStop(0, '#fde8ea');
    fill.addColorStop(1, '#ffd9c7');
    ctx.fillStyle = fill;
    ctx.fillRect(coverX, coverY, cover.w, cover.h);
    ctx.fillStyle = ACCENT;
    ctx.font = `700 96px ${FONT}`;
    ctx.textBaseline = 'middle';
    ctx.fillText([...content.siteName][0] ?? '', W / 2, coverY + cover.h / 2);
    ctx.textBaseline = 'alphabetic';
  }
  ctx.restore();

  let y = coverY + cover.h + 52;
  if (content.workTitle) {
    ctx.fillStyle = TEXT;
    ctx.font = `600 32px ${FONT}`;
    ctx.fillText(content.workTitle, W / 2, y, card.w - 80);
  }

  // The QR code.
  y += 28;
  y += drawQr(ctx, qr, W / 2, y, 300) + 44;

  ctx.fillStyle = TEXT_3;
  ctx.font = `400 24px ${FONT}`;
  ctx.fillText(content.scanHint, W / 2, y);
  y += 50;
  ctx.fillStyle = TEXT;
  ctx.font = `400 26px ${FONT}`;
  const label = `${content.codeLabel} `;
  const labelWidth = ctx.measureText(label).width;
  ctx.font = `700 36px ${FONT}`;
  const codeWidth = ctx.measureText(content.code).width;
  const start = (W - labelWidth - codeWidth) / 2;
  ctx.textAlign = 'left';
  ctx.font = `400 26px ${FONT}`;
  ctx.fillText(label, start, y);
  ctx.fillStyle = ACCENT;
  ctx.font = `700 36px ${FONT}`;
  ctx.fillText(content.code, start + labelWidth, y);
  ctx.textAlign = 'center';

  ctx.fillStyle = TEXT_3;
  ctx.font = `400 22px ${FONT}`;
  y += 40;
  for (const line of wrapText((s) => ctx.measureText(s).width, content.link, card.w - 80, 2)) {
    ctx.fillText(line, W / 2, y);
    y += 30;
  }
}
