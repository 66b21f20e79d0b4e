/**
 * Warm start: the last home answer of each channel, kept by the API layer (api/kept.ts, under
 * home:<channel>), and the top menus (spec §3 `menu`) restored from those answers — each carries
 * its channel's top_menu_home and the top_menu_video — so a returning reader sees the home and its
 * tabs before the network answers, and offline at all.
 */
import { del } from 'idb-keyval';
import { proxy } from 'valtio';
import { readKept } from '../../api/kept';
import { type HomeAnswer, type Menu, WORK_KINDS, type WorkKind } from '../../core/contract/content';
import { CACHE_KEYS } from '../../core/storage-keys';
import { idbStore } from '../../storage/idb';
import { fetchHome } from '../../works/content.api';

interface MenuStore {
  /** top_menu_home per channel (each channel's answer carries its own class tabs). */
  home: Partial<Record<WorkKind, Menu[]>>;
  video: Menu[];
}

export const menus = proxy<MenuStore>({ home: {}, video: [] });
/** A channel's home came from the network: kept menus arriving late must not replace it. */
let loaded = false;

export const keptHome = (channel: WorkKind) => readKept('home', { channel });

function showMenus(channel: WorkKind, answer: HomeAnswer): void {
  // valtio takes over the objects it is given: it gets copies, so the kept answers stay as they are.
  menus.home[channel] = structuredClone(answer.top_menu_home);
  menus.video = structuredClone(answer.top_menu_video);
}

// The tabs kept from the last visit appear as soon as IndexedDB answers (before the network does).
void Promise.all(WORK_KINDS.map(async (channel) => [channel, await keptHome(channel)] as const)).then((kept) => {
  for (const [channel, answer] of kept) if (answer && !loaded) showMenus(channel, answer);
});
// Earlier versions kept the menus in a record of their own.
void (async () => del(CACHE_KEYS.menu, idbStore('cache')))().catch(() => {});

export async function loadHome(channel: WorkKind, signal?: AbortSignal) {
  const answer = await fetchHome(channel, signal);
  loaded = true;
  showMenus(channel, answer);
  return answer;
}
