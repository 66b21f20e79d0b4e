/**
 * Warm start: the last home answer of each channel and the top menus (spec §3 `menu`) kept in
 * IndexedDB, so a returning reader sees the home before the network answers.
 */
import * as v from 'valibot';
import { proxy, snapshot } from 'valtio';
import { HomeAnswer, Menu, type WorkKind } from '../../core/contract/content';
import { CACHE_KEYS } from '../../core/storage-keys';
import { readIdb, writeIdb } from '../../storage/idb';
import { fetchHome } from '../discover/content.api';

/** top_menu_home per channel (each channel's answer carries its own class tabs), and top_menu_video. */
const MenuStore = v.object({
  home: v.partial(v.object({ comic: v.array(Menu), novel: v.array(Menu), video: v.array(Menu) })),
  video: v.array(Menu),
});
type MenuStore = v.InferOutput<typeof MenuStore>;

export const menus = proxy<MenuStore>({ home: {}, video: [] });

// The tabs kept from the last visit appear as soon as IndexedDB answers (before the network does).
void readIdb('cache', CACHE_KEYS.menu, MenuStore).then((kept) => {
  if (kept && Object.keys(menus.home).length === 0) Object.assign(menus, kept);
});

export const keptHome = (channel: WorkKind) => readIdb('cache', CACHE_KEYS.home(channel), HomeAnswer);

export async function loadHome(channel: WorkKind, signal?: AbortSignal) {
  const answer = await fetchHome(channel, signal);
  void writeIdb('cache', CACHE_KEYS.home(channel), answer);
  // valtio takes over the objects it is given: it gets copies, so the answer stays cloneable for IndexedDB.
  menus.home[channel] = structuredClone(answer.top_menu_home);
  menus.video = structuredClone(answer.top_menu_video);
  // A snapshot: IndexedDB cannot clone the proxy itself.
  void writeIdb('cache', CACHE_KEYS.menu, snapshot(menus));
  return answer;
}
