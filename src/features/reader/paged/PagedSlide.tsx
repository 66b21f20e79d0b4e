/** One slide of the paged track: a page (or a spread of two) at its fit, or the card that stands in for pages. */
import type { CSSProperties, Ref } from 'react';
import { ChapterFailed, ChapterLoading } from '../../../reading/reader-kit/ChapterStates';
import type { PageDirection } from '../../../reading/reader-kit/input/tap-zones';
import { fitPage, type PageFit, restingZoom, type Size } from '../../../reading/reader-kit/input/zoom';
import { LockedChapter } from '../../../reading/reader-kit/LockedChapter';
import { ChapterTransition } from '../ChapterTransition';
import { PageImage } from '../PageImage';
import type { ReaderSession } from '../session/reader-session';
import styles from './PagedView.module.css';
import type { Slide } from './paged-slides';
import { transformOf } from './usePagedTrack';

export function PagedSlide({
  slide,
  pageRef,
  session,
  viewport,
  fit,
  direction,
  deferImage,
  onUnlock,
  retryAt,
}: {
  slide: Slide;
  /** The page on screen: its transform belongs to the zoom (set imperatively); neighbours rest. */
  pageRef?: Ref<HTMLDivElement>;
  session: ReaderSession;
  viewport: Size;
  fit: PageFit;
  /** Pages of a spread lie in reading order: right to left in rtl. */
  direction: PageDirection;
  /** A neighbour's image waits until a swipe shows it (no preloading). */
  deferImage: boolean;
  onUnlock: (chapterId: number) => void;
  /** The page a failed chapter opens at when retried. */
  retryAt: () => number;
}) {
  switch (slide.kind) {
    case 'page': {
      const size = fitPage(slide.page, viewport, fit);
      const style: CSSProperties = { width: size.width, height: size.height };
      if (!pageRef) style.transform = transformOf(restingZoom(size, viewport));
      return (
        <div ref={pageRef} className={styles.page} style={style}>
          {slide.pages.length === 1 ? (
            <PageImage
              src={slide.page.url}
              width={slide.page.width}
              height={slide.page.height}
              number={slide.index + 1}
              defer={deferImage}
            />
          ) : (
            <div className={styles.spread} style={{ flexDirection: direction === 'rtl' ? 'row-reverse' : 'row' }}>
              {slide.pages.map(({ index, page }) => (
                <div
                  key={index}
                  className={styles.spreadPage}
                  style={{ width: (page.width * size.height) / page.height }}
                  data-spread-page={index}
                >
                  <PageImage
                    src={page.url}
                    width={page.width}
                    height={page.height}
                    number={index + 1}
                    defer={deferImage}
                  />
                </div>
              ))}
            </div>
          )}
        </div>
      );
    }
    case 'start':
    case 'end': {
      const otherId = slide.kind === 'end' ? slide.content.next_id : slide.content.prev_id;
      return (
        <ChapterTransition
          from={slide.content}
          to={otherId === null ? undefined : session.slot(otherId)}
          direction={slide.kind === 'end' ? 'next' : 'prev'}
          paged
        />
      );
    }
    case 'locked':
      return <LockedChapter kind="comic" content={slide.content} onUnlock={() => onUnlock(slide.chapterId)} />;
    case 'loading':
      return <ChapterLoading />;
    case 'failed': {
      const failed = session.slot(slide.chapterId);
      return (
        <ChapterFailed
          error={failed?.status === 'failed' ? failed.error : null}
          onRetry={() => void session.open(slide.chapterId, retryAt())}
        />
      );
    }
    case 'none':
      return null;
  }
}
