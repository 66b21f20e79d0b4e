/** The top menus the home's tabs show, filled from each channel's home answer by home.cache.ts. */
import { proxy } from 'valtio';
import type { Menu, WorkKind } from '../../core/contract/content';

interface MenuStore {
  /** top_menu_home per channel (each channel's answer carries its own class tabs). */
  home: Partial<Record<WorkKind, Menu[]>>;
  video: Menu[];
}

export const menus = proxy<MenuStore>({ home: {}, video: [] });
