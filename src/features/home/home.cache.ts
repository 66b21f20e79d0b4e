/**
 * Warm start: the last home answer of each channel, kept by the API layer (api/kept.ts, under
 * home:<channel>), and the top menus restored from those answers — each carries
 * its channel's top_menu_home and the top_menu_video — so a returning reader sees the home and its
 * tabs before the network answers, and offline at all.
 *
 * With the API client it needs, this is a chunk of its own, loaded beside the entry (preloaded with
 * it: scripts/build-plugins.ts): the home's first render, its shell and skeleton, does not wait for it.
 */
import { del } from 'idb-keyval';
import { readKept } from '../../api/kept';
import { type HomeAnswer, WORK_KINDS, type WorkKind } from '../../core/contract/content';
import { CACHE_KEYS } from '../../core/storage-keys';
import { type HistoryEntry, readHistory } from '../../reading/history';
import { idbStore } from '../../storage/idb';
import { highPriorityFetcher, loadImage } from '../../ui/image-loader';
import { fetchHome } from '../../works/content.api';
import { bannerSources, coverSources } from '../../works/cover-sources';
import { menus } from './home-menus.state';

/** A channel's home came from the network: kept menus arriving late must not replace it. */
let loaded = false;

/**
 * What a channel's feed shows: its home answer and, on the comic home, the continue-reading row
 * (the device's history), read beside it so that the row is in place when the shelves paint
 * instead of pushing them down after.
 */
export interface HomeFeedData {
  answer: HomeAnswer;
  recent: HistoryEntry[];
}

/** The home main.tsx asked for at boot (startHome), and the history read with it: taken once. */
let early: { channel: WorkKind; answer: ReturnType<typeof fetchHome>; recent: Promise<HistoryEntry[]> } | null = null;

const recentReading = (channel: WorkKind): Promise<HistoryEntry[]> =>
  channel === 'comic' ? readHistory(10) : Promise.resolve([]);

/** The answers kept from the last visit, read once as this module loads (the tabs restore from them too). */
const keptAtLoad = new Map(WORK_KINDS.map((channel) => [channel, readKept('home', { channel })]));

/** The feed from the answer kept from the last visit, when there is one. */
export async function keptHomeFeed(channel: WorkKind): Promise<HomeFeedData | undefined> {
  const kept = keptAtLoad.get(channel) ?? readKept('home', { channel });
  keptAtLoad.delete(channel);
  const history = early?.channel === channel ? early.recent : recentReading(channel);
  const [answer, recent] = await Promise.all([kept, history]);
  return answer && { answer, recent };
}

function showMenus(channel: WorkKind, answer: HomeAnswer): void {
  // valtio takes over the objects it is given: it gets copies, so the kept answers stay as they are.
  menus.home[channel] = structuredClone(answer.top_menu_home);
  menus.video = structuredClone(answer.top_menu_video);
}

// The tabs kept from the last visit appear as soon as IndexedDB answers (before the network does).
void Promise.all(WORK_KINDS.map(async (channel) => [channel, await keptAtLoad.get(channel)] as const)).then((kept) => {
  for (const [channel, answer] of kept) if (answer && !loaded) showMenus(channel, answer);
});
// Earlier versions kept the menus in a record of their own.
void (async () => del(CACHE_KEYS.menu, idbStore('cache')))().catch(() => {});

/**
 * Asks for a channel's home at once (main.tsx, opened on that home, as soon as this module is in),
 * beside the catalog, the first render and the session, and reads the history its continue-reading
 * row shows; its largest image (the first banner, else the first cover) is fetched as soon as the
 * answer names it.
 */
export function startHome(channel: WorkKind): void {
  const answer = fetchHome(channel);
  early = { channel, answer, recent: recentReading(channel) };
  answer
    .then((home) => {
      // The same candidates as the <img> that shows it, so that the browser fetches one file.
      const banner = home.banners[0]?.image;
      const cover = home.sections.find((s) => s.items.length)?.items[0]?.cover;
      const first = banner ? bannerSources(banner) : cover ? coverSources(cover) : null;
      if (!first) return;
      const { src, srcSet, sizes } = first;
      return loadImage(src, highPriorityFetcher, srcSet && sizes ? { srcSet, sizes } : undefined);
    })
    .catch(() => {});
}

export async function loadHomeFeed(channel: WorkKind, signal?: AbortSignal): Promise<HomeFeedData> {
  const started = early?.channel === channel ? early : null;
  early = null;
  const [answer, recent] = await Promise.all([
    started?.answer ?? fetchHome(channel, signal),
    started?.recent ?? recentReading(channel),
  ]);
  loaded = true;
  showMenus(channel, answer);
  return { answer, recent };
}
