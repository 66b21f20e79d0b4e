/**
 * The home's first paint, printed into the document by the server (issue 16): the brand, the
 * search entry, the channel menu, the first banner and a skeleton of the first shelf, laid over
 * the page until the app's home has rendered its answer (features/home/HomeFeed.tsx removes it).
 * So the largest image is painted as soon as the document, the stylesheet and the image are in,
 * not after the scripts have run. Pure markup: nothing in it needs script, and a document without
 * it (a plain CDN, the service worker's copy) simply paints when the app does.
 *
 * Its layout mirrors HomeShell.module.css and BannerCarousel.module.css, in the app's tokens
 * (ui/global.css, in the render-blocking stylesheet); tests/e2e/first-paint.spec.ts checks that its
 * banner lies exactly where the app's does.
 */

import type { HomeAnswer } from '../../src/core/contract/content';
import { FIRST_PAINT_ID } from '../../src/core/contract/paths';
import { BANNER_SIZES, BANNER_WIDTHS, imageSources, MAX_DPR } from '../../src/core/media-variants';
import { escapeHtml } from './html-escape';

/**
 * Under the tab bar (z-index 9), the app banner and the pop-ups, over the page. Texts (`.t`) are
 * the first visit's language (zh-CN); with another language kept, theme-boot.js sets <html lang>
 * and they keep their place unseen.
 */
const STYLE = `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:8;background:var(--bg);overflow:hidden;pointer-events:none}
#${FIRST_PAINT_ID}>div{max-width:540px;margin:0 auto}
html:not([lang="zh-CN"]) #${FIRST_PAINT_ID} .t{visibility:hidden}
.fp-h{display:flex;align-items:center;gap:12px;padding:calc(var(--safe-top) + 10px) 16px 6px;background:var(--surface)}
.fp-b{font-size:20px;font-weight:800;color:var(--accent);letter-spacing:1px;flex-shrink:0}
.fp-s{flex:1;display:flex;align-items:center;gap:6px;min-height:36px;padding:0 14px;border-radius:18px;background:var(--surface-2);color:var(--text-3);font-size:14px}
.fp-s svg{flex-shrink:0}
.fp-m{display:flex;gap:4px;padding:0 8px;overflow:hidden;white-space:nowrap;background:var(--surface);border-bottom:.5px solid var(--border)}
.fp-m span{position:relative;display:flex;align-items:center;flex-shrink:0;min-height:44px;padding:0 12px;font-size:16px;color:var(--text-2)}
.fp-m .fp-k{font-size:15px}
.fp-m .fp-c{color:var(--text);font-weight:700;font-size:18px}
.fp-m .fp-c::after{content:"";position:absolute;left:50%;bottom:6px;width:16px;height:3px;margin-left:-8px;border-radius:2px;background:var(--accent)}
.fp-w{position:relative;margin:12px 16px 4px;border-radius:var(--radius);overflow:hidden;box-shadow:var(--shadow);aspect-ratio:2/1;background:var(--skeleton)}
.fp-w img{display:block;width:100%;height:100%;object-fit:cover}
.fp-w p{position:absolute;inset:auto 0 0;display:flex;flex-direction:column;margin:0;padding:28px 14px 12px;background:linear-gradient(transparent,rgb(0 0 0 / .6));color:#fff;font-size:12px}
.fp-w strong{font-size:17px;line-height:1.4}
.fp-g{display:grid;grid-template-columns:repeat(3,1fr);gap:12px;padding:16px}
.fp-g i{aspect-ratio:3/4;border-radius:var(--radius-s);background:var(--skeleton)}`;

/** The channels of HomeShell, in the first visit's language. */
const CHANNELS = ['漫画', '小说', '视频'];
const SEARCH = '搜索漫画、小说、视频';

/** The banner's picture: the same candidates as the app's <img> and the document's preload. */
function bannerPicture(url: string, alt: string): string {
  const low = imageSources(url, BANNER_WIDTHS, BANNER_SIZES, 1);
  const img = `<img src="${escapeHtml(url)}"${
    low.srcSet && low.sizes ? ` srcset="${escapeHtml(low.srcSet)}" sizes="${escapeHtml(low.sizes)}"` : ''
  } alt="${escapeHtml(alt)}" width="800" height="400" fetchpriority="high">`;
  if (!low.srcSet) return img;
  const high = imageSources(url, BANNER_WIDTHS, BANNER_SIZES, 3);
  return `<picture><source media="(min-resolution: ${MAX_DPR + 0.01}dppx)" srcset="${escapeHtml(
    high.srcSet ?? '',
  )}" sizes="${escapeHtml(high.sizes ?? '')}">${img}</picture>`;
}

/** The `<style>` for <head>. */
export const firstPaintStyle = (): string => `<style>${STYLE}</style>`;

/** The markup for <body>, before the app's root; empty when the home has no banner to show. */
export function firstPaintMarkup(answer: HomeAnswer, siteName: string): string {
  const banner = answer.banners[0];
  if (!banner) return '';
  const tabs = answer.top_menu_home
    .filter((tab) => tab.class_id !== null)
    .map((tab) => `<span class="fp-k">${escapeHtml(tab.name)}</span>`)
    .join('');
  const channels = CHANNELS.map((name, i) => `<span class="t${i === 0 ? ' fp-c' : ''}">${name}</span>`).join('');
  return `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><div>
<header class="fp-h"><span class="fp-b">${escapeHtml(siteName)}</span><span class="fp-s"><svg width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><use href="/icons.svg#search"/></svg><span class="t">${SEARCH}</span></span></header>
<nav class="fp-m">${channels}${tabs}</nav>
<div class="fp-w">${bannerPicture(banner.image, banner.title)}<p><strong>${escapeHtml(banner.title)}</strong><span>${escapeHtml(
    banner.subtitle,
  )}</span></p></div>
<div class="fp-g">${'<i></i>'.repeat(6)}</div>
</div></div>`;
}
