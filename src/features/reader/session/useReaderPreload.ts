/**
 * The reader's bounded preloading: the pages ahead, and the next chapter near the end of this one.
 * It starts once the reader's first screen is in (its pages on screen, the chapter's answer): the
 * pages ahead and a short chapter's successor would otherwise share the wire and the cores with
 * the pages being looked at.
 */
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { dataSaver, pageSource } from '../../../state/page-images.state';
import { networkQuiet } from '../../../ui/network-quiet';
import { readerSettings } from '../reader-settings.state';
import { ImageQueue, nearChapterEnd, preloadTargets } from './preload';
import type { ReaderSession } from './reader-session';

/** No request finished for this long: the first screen's pages are in. */
const FIRST_SCREEN_QUIET_MS = 300;
/** A first screen that never goes quiet (a slow link) starts preloading anyway. */
const FIRST_SCREEN_LATEST_MS = 3000;

export function useReaderPreload(session: ReaderSession): void {
  useEffect(() => {
    const queue = new ImageQueue();
    const plan = () => {
      const position = session.getPosition();
      const content = session.content(position?.chapterId);
      if (!position || !content?.readable) return;
      const ahead = readerSettings.preload;
      const total = content.pages.length;
      // With auto-buy on, opening the next chapter may buy it: fetch it only once this one is over.
      const mayBuy = content.auto_buy && !content.is_vip;
      const near = mayBuy ? position.page >= total - 1 : nearChapterEnd(position.page, total, ahead);
      if (near) session.prefetch(content.next_id);
      const next = session.content(content.next_id);
      const nextTotal = next?.readable ? next.pages.length : null;
      queue.want(
        preloadTargets(position.page, total, ahead, nextTotal).flatMap((target) => {
          const url = (target.chapter === 0 ? content : next)?.pages[target.index]?.url;
          return url ? [pageSource(url)] : [];
        }),
      );
    };
    let stops: (() => void)[] = [];
    let live = true;
    void networkQuiet({ quietMs: FIRST_SCREEN_QUIET_MS, latestMs: FIRST_SCREEN_LATEST_MS }).then(() => {
      if (!live) return;
      stops = [
        session.subscribePosition(plan),
        session.subscribe(plan),
        subscribe(readerSettings, plan),
        subscribe(dataSaver, plan),
      ];
      plan();
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
      queue.clear();
    };
  }, [session]);
}
