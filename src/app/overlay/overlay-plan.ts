/**
 * What the startup overlay will show on this visit, decided from
 * the site settings, the notice lists and the reader's show_frequency record. Pure: the network
 * and storage are the caller's (decide-overlay.ts), so every rule here is unit-tested.
 */
import * as v from 'valibot';
import { SPLASH_AUTOPLAY_MS, SPLASH_TICK_MS } from '../../core/config';
import type { Notice } from '../../core/contract/site';
import { type ShownRecords, shouldShowNotice } from '../../core/rules/notice-frequency';
import { appPath, isEmbeddable, isSameOrigin, safeUrl } from './safe-url';

export interface SplashPlan {
  /** Where the countdown starts (open_screen_time). */
  seconds: number;
  /** open_screen_url, when it is a web address. */
  href: string | null;
  /** The same address as an in-app path when it is one of our pages (routed, not opened in a tab). */
  appPath: string | null;
  /** Carousel images from open_screen_images; empty = the designed cards. */
  images: readonly string[];
  /**
   * The countdown's tick and the carousel's autoplay. In the plan, like appPath, so that
   * the splash's chunk imports neither core/config nor safe-url: a module shared by several lazy
   * chunks is split by the bundler into a chunk of its own, and core/config's then joined the
   * start-up path as one more request.
   */
  tickMs: number;
  autoplayMs: number;
}

export interface OverlayPlan {
  splash: SplashPlan | null;
  /** load_url of each iframe item, in order. */
  iframes: readonly string[];
  /** Notices to show, in order: the swipe-style list (type 2) first, then the content pop-ups. */
  notices: readonly Notice[];
  /** How many of `notices`, from the first, go to the swipe-style pop-up. */
  swipeCount: number;
}

export const EMPTY_PLAN: OverlayPlan = { splash: null, iframes: [], notices: [], swipeCount: 0 };

/** open_screen_time when it is missing or not a number; the spec gives none. */
export const SPLASH_DEFAULT_SECONDS = 5;
/** A splash the reader cannot leave for minutes is not an ad but a wall: capped. */
export const SPLASH_MAX_SECONDS = 30;

/** An address the page may embed, absolute, or nothing. */
function embeddable(raw: string, origin: string): string[] {
  const url = safeUrl(raw, origin);
  return url && isEmbeddable(url, origin) ? [url.href] : [];
}

export function splashSeconds(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return SPLASH_DEFAULT_SECONDS;
  return Math.min(Number(text), SPLASH_MAX_SECONDS);
}

/** The splash is shown only when open_screen_switch equals 1 (and has time to count). */
export function planSplash(values: Readonly<Record<string, string>>, origin: string): SplashPlan | null {
  if (values.open_screen_switch?.trim() !== '1') return null;
  const seconds = splashSeconds(values.open_screen_time);
  if (seconds === 0) return null;
  const images = (values.open_screen_images ?? '').split(',').flatMap((raw) => embeddable(raw, origin));
  const url = safeUrl(values.open_screen_url, origin);
  return {
    seconds,
    href: url?.href ?? null,
    appPath: url && isSameOrigin(url, origin) ? appPath(url) : null,
    images,
    tickMs: SPLASH_TICK_MS,
    autoplayMs: SPLASH_AUTOPLAY_MS,
  };
}

const IframeItems = v.array(v.object({ load_url: v.string() }));

/** iframe_list: a JSON array of {load_url}; anything unreadable means no items. */
export function planIframes(raw: string | undefined, origin: string): string[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const parsed = v.safeParse(IframeItems, json);
  if (!parsed.success) return [];
  return parsed.output.flatMap((item) => embeddable(item.load_url, origin));
}

/**
 * The notices of every requested list, each once (by id), filtered by the frequency rule and
 * ordered swipe-style first, each group in the server's order.
 */
export function planNotices(lists: ReadonlyArray<readonly Notice[]>, records: ShownRecords, now: Date): Notice[] {
  const seen = new Set<number>();
  const all: Notice[] = [];
  for (const notice of lists.flat()) {
    if (seen.has(notice.id)) continue;
    seen.add(notice.id);
    if (shouldShowNotice(notice, records, now)) all.push(notice);
  }
  return [...all.filter(isSwipeNotice), ...all.filter((notice) => !isSwipeNotice(notice))];
}

export function planOverlay(input: {
  values: Readonly<Record<string, string>>;
  notices: ReadonlyArray<readonly Notice[]>;
  records: ShownRecords;
  now: Date;
  origin: string;
}): OverlayPlan {
  const notices = planNotices(input.notices, input.records, input.now);
  return {
    splash: planSplash(input.values, input.origin),
    iframes: planIframes(input.values.iframe_list, input.origin),
    notices,
    swipeCount: notices.filter(isSwipeNotice).length,
  };
}

/** Type 2 goes to the swipe-style pop-up, any other type to the content pop-up. */
export const SWIPE_NOTICE_TYPE = 2;

export const isSwipeNotice = (notice: Pick<Notice, 'type'>) => notice.type === SWIPE_NOTICE_TYPE;

export const isEmptyPlan = (plan: OverlayPlan) => !plan.splash && !plan.iframes.length && !plan.notices.length;
