/**
 * A screen's first paint, printed into the document by the server, laid over the page
 * until the app has rendered the same screen (ui/useFirstPaintHandOver.ts removes it):
 * - the home: the brand, the search entry, the channel menu, the first banner and a skeleton shelf;
 * - a work's detail: the bar, the hero (cover, title, facts, tags), the description and a skeleton
 *   of the chapters;
 * - a comic's chapter opened at its start: the strip's first pages as the reader shows them while
 *   they load (their boxes at the pages' proportions, with their numbers);
 * - a video's episode page: the bar, the player's poster, the title, the favourite and the facts;
 * - a novel's chapter opened at its start: its first page in the reader's default type and paper
 *   (the chapter line, the heading and the paragraphs that fill the page, laid out by the same
 *   CSS columns, and the progress line).
 * So the screen's largest content paints as soon as the document, the stylesheet and its image
 * are in, not after the scripts have run. Pure markup: nothing in it needs script, and a document
 * without it (a plain CDN, the service worker's copy) simply paints when the app does.
 *
 * Its layout mirrors HomeShell, BannerCarousel, NavBar, WorkHero, WorkDescription, WebtoonView,
 * PageImage, the player's poster (PlayerLayers), VideoInfo and the novel reader's CSS modules in the app's tokens (ui/global.css, in the render-blocking stylesheet).
 * tests/e2e/first-paint.spec.ts checks it against them on every screen that has one: each element
 * drawn here (brand, search, channels, banner and its title; bar, cover, title, author, score,
 * status, tags, description; a comic's first pages; a video's poster, title and facts; a novel's chapter line, heading and first paragraph) lies where the app's does, in the same type
 * and colours — a change to either side that the other does not follow fails there.
 */
import type { HomeAnswer, WorkDetailAnswer, WorkKind } from '../../src/core/contract/content';
import { FIRST_PAINT_ID } from '../../src/core/contract/paths';
import type { ChapterContentAnswer } from '../../src/core/contract/reading';
import { groupDigits } from '../../src/core/format';
import {
  BANNER_SIZES,
  BANNER_WIDTHS,
  COVER_SIZES,
  COVER_WIDTHS,
  type ImageWidth,
  imageSources,
  MAX_DPR,
  variantUrl,
} from '../../src/core/media-variants';
import { paragraphsOf } from '../../src/core/novel-paragraphs';
import { escapeHtml } from '../http/html-escape';

/** The novel reader's default type and page (novel-settings.state.ts, NovelPager's status lines). */
const NOVEL_FONT_SIZE = 18;
const NOVEL_LINE_HEIGHT = 1.75;
const NOVEL_MARGIN = 20;
const NOVEL_STATUS_TOP = 36;
const NOVEL_STATUS_BOTTOM = 32;
/** Characters of whole paragraphs printed: more than a phone's page holds at the default type. */
const NOVEL_PAINT_CHARS = 1600;

/**
 * Under the tab bar (z-index 9), the app banner and the pop-ups, over the page. Texts (`.t`) are
 * the first visit's language (zh-CN); with another language kept, the theme script (core/theme-boot.ts)
 * sets <html lang> and they keep their place unseen. Works' words (`.w`) are as the server keeps them
 * (Simplified): a zh-Hant reader sees them once the app has converted them.
 */
const STYLE = `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:8;background:var(--bg);overflow:hidden;pointer-events:none}
#${FIRST_PAINT_ID}>div{max-width:540px;margin:0 auto}
html:not([lang="zh-CN"]) #${FIRST_PAINT_ID} .t,html[lang="zh-Hant"] #${FIRST_PAINT_ID} .w{visibility:hidden}
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
.fp-g i{aspect-ratio:3/4;border-radius:var(--radius-s);background:var(--skeleton)}
.fp-n{display:grid;grid-template-columns:48px 1fr 48px;align-items:center;height:calc(var(--navbar-h) + var(--safe-top));padding-top:var(--safe-top);background:var(--surface);border-bottom:.5px solid var(--border)}
.fp-n svg{justify-self:center}
.fp-n h1{margin:0;text-align:center;font-size:17px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.fp-x{position:relative;display:flex;gap:14px;padding:20px 16px 22px;overflow:hidden;color:#fff;isolation:isolate}
.fp-a{position:absolute;inset:-24px;z-index:-1;background-size:cover;background-position:center;filter:blur(24px) brightness(.5)}
.fp-v{width:112px;flex-shrink:0;align-self:flex-start;border-radius:var(--radius-s);overflow:hidden;box-shadow:0 6px 18px rgb(0 0 0 / .35);aspect-ratio:3/4;background:var(--skeleton)}
.fp-v img{display:block;width:100%;height:100%;object-fit:cover}
.fp-f{display:flex;flex-direction:column;gap:6px;min-width:0}
.fp-f h2{margin:0;font-size:20px;line-height:1.3;overflow-wrap:anywhere}
.fp-f p{display:flex;align-items:center;gap:8px;margin:0;font-size:13px;opacity:.92}
.fp-f b{color:#ffd36b;font-size:16px;font-weight:800}
.fp-f em{padding:0 6px;border-radius:4px;font-size:11px;line-height:18px;font-weight:600;font-style:normal;background:var(--accent)}
.fp-f em.fp-d{background:rgb(255 255 255 / .22)}
.fp-f .fp-k{flex-wrap:wrap;gap:6px;margin:2px 0 0;opacity:1}
.fp-k span{padding:1px 8px;border-radius:10px;background:rgb(255 255 255 / .18);font-size:12px}
.fp-e{margin-top:10px;padding:12px 16px 4px;background:var(--surface)}
.fp-l{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:10px;padding:16px;background:var(--surface)}
.fp-l i{height:44px;border-radius:var(--radius-s);background:var(--skeleton)}
.fp-e p{margin:0;color:var(--text-2);font-size:14px;line-height:1.7;white-space:pre-line;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.fp-p{position:relative;display:grid;place-items:center;aspect-ratio:16/9;overflow:hidden;background:#000}
.fp-p div{position:absolute;inset:-20px;background:center/cover no-repeat;filter:blur(18px) brightness(.55)}
.fp-p img{position:relative;height:84%;aspect-ratio:3/4;object-fit:cover;border-radius:var(--radius-s);box-shadow:0 6px 24px rgb(0 0 0 / .5)}
.fp-i{padding:14px 16px 4px;background:var(--surface)}
.fp-i>div{display:flex;align-items:flex-start;gap:12px}
.fp-i h2{flex:1;min-width:0;margin:0;font-size:18px;font-weight:700;line-height:1.35}
.fp-i>div>span{display:flex;flex-direction:column;align-items:center;min-width:52px;min-height:44px;padding:2px 4px;color:var(--text-2);font-size:12px}
.fp-i small{font-size:10px;color:var(--text-3)}
.fp-i p{display:flex;flex-wrap:wrap;gap:4px 12px;margin:8px 0 0;color:var(--text-2);font-size:12px}
.fp-i .fp-d{color:var(--accent)}
.fp-i .fp-k{gap:6px;margin:10px 0 2px}
.fp-i .fp-k span{padding:2px 8px;border-radius:999px;background:var(--surface-2);color:var(--text-2);font-size:11px}
#${FIRST_PAINT_ID}.fp-r{z-index:11;background:#f7f7f8}
#${FIRST_PAINT_ID}.fp-r>div{max-width:720px}
.fp-r i{display:flex;align-items:center;justify-content:center;background:#ececef;color:#9499a0;font-size:40px;font-weight:700;font-style:normal;font-variant-numeric:tabular-nums}
.dark #${FIRST_PAINT_ID}.fp-r{background:#000}
#${FIRST_PAINT_ID}.fp-o{z-index:11;background:#fbfaf7;color:#1f1f1f}
.dark #${FIRST_PAINT_ID}.fp-o{background:#141416;color:#b9b9bd}
#${FIRST_PAINT_ID}.fp-o>div{position:absolute;inset:0;max-width:none}
.fp-o>div>p{position:absolute;left:${NOVEL_MARGIN}px;right:${NOVEL_MARGIN}px;margin:0;font-size:12px;color:#6e6e6a;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.dark .fp-o>div>p{color:#85888f}
.fp-o .fp-ot{top:calc(var(--safe-top) + 12px)}
.fp-o .fp-oe{bottom:calc(var(--safe-bottom) + 8px);display:flex;justify-content:space-between;font-variant-numeric:tabular-nums}
.fp-ob{position:absolute;left:0;right:0;top:${NOVEL_STATUS_TOP}px;bottom:${NOVEL_STATUS_BOTTOM}px;overflow:hidden}
.fp-ob>div{position:absolute;top:0;left:${NOVEL_MARGIN}px;width:calc(100% - ${2 * NOVEL_MARGIN}px);height:100%;column-count:1;column-gap:${2 * NOVEL_MARGIN}px;column-fill:auto}
.fp-ob h2,.fp-ob p{font-family:system-ui,-apple-system,"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Source Han Sans SC","Microsoft YaHei",sans-serif}
.fp-ob h2{margin:.6em 0 1.4em;font-size:${NOVEL_FONT_SIZE * 1.35}px;line-height:1.4;font-weight:700;letter-spacing:.02em;break-after:avoid}
.fp-ob p{margin:0 0 .5em;font-size:${NOVEL_FONT_SIZE}px;line-height:${NOVEL_LINE_HEIGHT};text-indent:2em;text-align:justify;text-justify:inter-character;line-break:strict;word-break:normal;overflow-wrap:break-word;hanging-punctuation:allow-end;orphans:1;widows:1}
.dark .fp-r i{background:#151518;color:#6c6f76}`;

/** The channels of HomeShell, in the first visit's language. */
const CHANNELS = ['漫画', '小说', '视频'];
const SEARCH = '搜索漫画、小说、视频';

/**
 * An image's picture with the candidates the app's <img> has and the document's preload: one set up
 * to MAX_DPR and one above it, as the page scales `sizes` (core/media-variants.ts).
 */
function picture(
  url: string,
  widths: readonly ImageWidth[],
  sizes: string,
  alt: string,
  box: [number, number],
): string {
  const low = imageSources(url, widths, sizes, 1);
  const img = `<img src="${escapeHtml(url)}"${
    low.srcSet && low.sizes ? ` srcset="${escapeHtml(low.srcSet)}" sizes="${escapeHtml(low.sizes)}"` : ''
  } alt="${escapeHtml(alt)}" width="${box[0]}" height="${box[1]}" fetchpriority="high">`;
  if (!low.srcSet) return img;
  const high = imageSources(url, widths, sizes, 3);
  return `<picture><source media="(min-resolution: ${MAX_DPR + 0.01}dppx)" srcset="${escapeHtml(
    high.srcSet ?? '',
  )}" sizes="${escapeHtml(high.sizes ?? '')}">${img}</picture>`;
}

/** The wrapper every first paint has: `path` is the screen it stands for (the app checks it). */
const wrap = (path: string, inner: string, className?: string) =>
  `<div id="${FIRST_PAINT_ID}"${className ? ` class="${className}"` : ''} data-path="${escapeHtml(
    path,
  )}" aria-hidden="true"><div>${inner}</div></div>`;

const BACK_ICON =
  '<svg width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><use href="#i-back"/></svg>';

/** The `<style>` for <head>. */
export const firstPaintStyle = (): string => `<style>${STYLE}</style>`;

/** The markup for <body>, before the app's root; empty when the home has no banner to show. */
export function homeFirstPaint(answer: HomeAnswer, siteName: string): string {
  const banner = answer.banners[0];
  if (!banner) return '';
  const tabs = answer.top_menu_home
    .filter((tab) => tab.class_id !== null)
    .map((tab) => `<span class="fp-k w">${escapeHtml(tab.name)}</span>`)
    .join('');
  const channels = CHANNELS.map((name, i) => `<span class="t${i === 0 ? ' fp-c' : ''}">${name}</span>`).join('');
  return wrap(
    '/',
    `<header class="fp-h"><span class="fp-b">${escapeHtml(siteName)}</span><span class="fp-s"><svg width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><use href="#i-search"/></svg><span class="t">${SEARCH}</span></span></header>
<nav class="fp-m">${channels}${tabs}</nav>
<div class="fp-w">${picture(banner.image, BANNER_WIDTHS, BANNER_SIZES, banner.title, [800, 400])}<p class="w"><strong>${escapeHtml(
      banner.title,
    )}</strong><span>${escapeHtml(banner.subtitle)}</span></p></div>
<div class="fp-g">${'<i></i>'.repeat(6)}</div>`,
  );
}

/** The detail screens' titles and labels in the first visit's language (WorkDetailScreen, WorkHero). */
const DETAIL_TITLES: Record<WorkKind, string> = { comic: '漫画详情', novel: '小说详情', video: '视频详情' };
const CHAPTER_UNITS: Record<WorkKind, string> = { comic: '话', novel: '章', video: '集' };

/**
 * A work's detail: the bar (the route's title where the app's own bar shows it, manga_index; the
 * work's on the others, as ScreenHeader does), the hero and the description.
 */
export function detailFirstPaint(path: string, answer: WorkDetailAnswer): string {
  const { work } = answer;
  const title = path === '/manga/manga_index' ? DETAIL_TITLES[work.kind] : work.title;
  const done = work.status === 'completed';
  const tags = work.tags.length
    ? `<p class="fp-k w">${work.tags.map((tag) => `<span>${escapeHtml(tag)}</span>`).join('')}</p>`
    : '';
  const description = work.description.trim()
    ? `<section class="fp-e"><p class="w">${escapeHtml(work.description)}</p></section>`
    : '';
  return wrap(
    path,
    `<header class="fp-n">${BACK_ICON}<h1 class="${title === work.title ? 'w' : 't'}">${escapeHtml(title)}</h1></header>
<div class="fp-x"><div class="fp-a" style="background-image:url(&quot;${escapeHtml(
      variantUrl(work.cover, 120),
    )}&quot;)"></div><div class="fp-v">${picture(work.cover, COVER_WIDTHS, COVER_SIZES.hero, work.title, [600, 800])}</div>
<div class="fp-f"><h2 class="w">${escapeHtml(work.title)}</h2><p class="w">${escapeHtml(work.author)}</p><p><b>${work.score.toFixed(
      1,
    )}</b><span class="t">${groupDigits(work.views)} 人气</span></p><p><em class="t${
      done ? ' fp-d' : ''
    }">${done ? '已完结' : '连载中'}</em><span class="t">共 ${work.chapter_count} ${CHAPTER_UNITS[work.kind]}</span></p>${tags}</div></div>
${description}<div class="fp-l">${'<i></i>'.repeat(8)}</div>`,
  );
}

const STAR_ICON =
  '<svg width="22" height="22" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><use href="#i-star"/></svg>';

/**
 * A video's episode page as it opens (VideoScreen): its bar with the work's title, the
 * player's poster (the work's cover, blurred behind and framed in front, PlayerLayers' Poster), and
 * VideoInfo's title, favourite and facts. Empty when the episode to play is not free (the page then
 * shows its lock) or the work has no episode (no player).
 */
export function videoFirstPaint(answer: WorkDetailAnswer, episode: number): string {
  const { work, chapters } = answer;
  const first = chapters.reduce<(typeof chapters)[number] | undefined>(
    (low, chapter) => (low && low.index <= chapter.index ? low : chapter),
    undefined,
  );
  const shown = chapters.find((chapter) => chapter.id === episode) ?? first;
  if (shown?.access !== 'free') return '';
  const done = work.status === 'completed';
  const tags = work.tags.length
    ? `<p class="fp-k w">${work.tags.map((tag) => `<span>${escapeHtml(tag)}</span>`).join('')}</p>`
    : '';
  const cover = escapeHtml(work.cover);
  return wrap(
    '/video_index',
    `<header class="fp-n">${BACK_ICON}<h1 class="w">${escapeHtml(work.title)}</h1></header>
<div class="fp-p"><div style="background-image:url(&quot;${cover}&quot;)"></div><img src="${cover}" alt="" width="600" height="800" fetchpriority="high"></div>
<section class="fp-i"><div><h2 class="w">${escapeHtml(work.title)}</h2><span>${STAR_ICON}<span class="t">收藏</span><small>${groupDigits(
      work.favorites,
    )}</small></span></div><p><span class="w">${escapeHtml(work.author)}</span><span class="t">${groupDigits(
      work.views,
    )} 次播放</span><span class="t${done ? ' fp-d' : ''}">${done ? '已完结' : '连载中'}</span></p>${tags}</section>
<div class="fp-l">${'<i></i>'.repeat(8)}</div>`,
  );
}

/** Pages printed: more than a phone's screen shows of a strip at its first page. */
const READER_PAGES = 3;

/**
 * A comic chapter's first pages as the webtoon strip shows them before their images have loaded
 * (PageImage's placeholder, WebtoonView's rows: as wide as the screen up to 720 px, each at its
 * page's proportions, 1.42 for a page without a size). Over the reader (the reader's own colours,
 * above its z-index 10) until it shows the chapter. No image: the reader picks the page's width
 * variant from the screen (state/page-images.state.ts), which the document cannot know.
 */
export function readerFirstPaint(path: string, answer: ChapterContentAnswer): string {
  const pages = answer.pages.slice(0, READER_PAGES);
  if (!pages.length) return '';
  const boxes = pages
    .map(({ width, height }, i) => {
      const ratio = width > 0 && height > 0 ? `${width}/${height}` : '1/1.42';
      return `<i style="aspect-ratio:${ratio}">${i + 1}</i>`;
    })
    .join('');
  return wrap(path, boxes, 'fp-r');
}

/**
 * A novel chapter's first page as the reader lays it out at its default type on its default
 * paper (dark in the dark theme): the chapter line above, the heading and the paragraphs in a
 * column of the page's size (more text than the page holds: the column hides the rest, as the
 * reader's columns do), the progress in the work below. Over the reader until it shows the page.
 */
export function novelFirstPaint(path: string, answer: ChapterContentAnswer): string {
  const paragraphs: string[] = [];
  let printed = 0;
  for (const { text } of paragraphsOf(answer.text)) {
    if (printed >= NOVEL_PAINT_CHARS) break;
    paragraphs.push(`<p>${escapeHtml(text)}</p>`);
    printed += text.length;
  }
  const { chapter, work } = answer;
  const progress = (((chapter.index - 1) / Math.max(1, work.chapter_count)) * 100).toFixed(1);
  const title = escapeHtml(chapter.title);
  return wrap(
    path,
    `<p class="fp-ot w">${title}</p><div class="fp-ob w" lang="zh-CN"><div><h2>${title}</h2>${paragraphs.join(
      '',
    )}</div></div><p class="fp-oe"><span></span><span>${progress}%</span></p>`,
    'fp-o',
  );
}
