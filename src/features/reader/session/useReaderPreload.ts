/** The reader's bounded preloading: the pages ahead, and the next chapter near the end of this one. */
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { dataSaver, pageSource } from '../../../state/page-images.state';
import { readerSettings } from '../reader-settings.state';
import { ImageQueue, nearChapterEnd, preloadTargets } from './preload';
import type { ReaderSession } from './reader-session';

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
    const stops = [
      session.subscribePosition(plan),
      session.subscribe(plan),
      subscribe(readerSettings, plan),
      subscribe(dataSaver, plan),
    ];
    plan();
    return () => {
      for (const stop of stops) stop();
      queue.clear();
    };
  }, [session]);
}
