/**
 * The overlay's data (site settings and notice types 1 and 2), requested once per page
 * load as the home first renders, alongside the download of the overlay's code rather than after
 * it. The settings land in the site store (falling back to the copy kept from the last visit);
 * a notice list that fails is left out. Calls are quiet: a start-up overlay that could not load is
 * not worth a toast over the home screen.
 */
import { call } from '../../api';
import { NOTICE_TYPES } from '../../core/config';
import type { Notice } from '../../core/contract/site';
import { loadSiteConfig } from '../../state/site.api';

let requested: Promise<Notice[][]> | null = null;

export function fetchOverlayData(): Promise<Notice[][]> {
  requested ??= (async () => {
    const settings = loadSiteConfig().catch(() => {});
    const lists = await Promise.allSettled(NOTICE_TYPES.map((type) => call('noticeList', { type }, { quiet: true })));
    await settings;
    return lists.flatMap((list) => (list.status === 'fulfilled' ? [list.value.list] : []));
  })();
  return requested;
}
