/**
 * Scroll mode: the chapters one after another in one column; the next chapter is appended when
 * the reader nears the end. The position is the text offset at the top of the screen, found
 * through the layout (text-layout.ts) once per frame while scrolling.
 */
import {
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { useLayoutEffectOn } from '../../../ui/useEffectOn';
import styles from '../NovelScroll.module.css';
import { ChapterText } from './ChapterText';
import { TextLayout } from './text-layout';

export interface ScrollPosition {
  chapterId: number;
  offset: number;
}

export interface ScrollHandle {
  reveal: (chapterId: number, offset: number, smooth?: boolean) => void;
  layout: (chapterId: number) => TextLayout | null;
}

export interface ScrollChapter {
  chapterId: number;
  title: string;
  text: string;
}

/** Within this many screens of the end, the next chapter is appended. */
const NEAR_END_SCREENS = 1.5;

/**
 * While the column scrolls, once a frame: the position (the chapter and the offset at the reading
 * line, `topInset` below the top) and whether the end is near. A scroll the reader did not make
 * (a restore) is not a position; a resize waits for its new layout.
 */
function useScrollPosition(
  scroller: RefObject<HTMLDivElement | null>,
  marks: {
    restoring: RefObject<boolean>;
    laidOutFor: RefObject<string>;
    resizedAt: RefObject<number>;
  },
  layoutOf: (chapterId: number) => TextLayout | null,
  report: { topInset: number; onPosition: (position: ScrollPosition) => void; onNearEnd: () => void },
) {
  const { restoring, laidOutFor, resizedAt } = marks;
  const { topInset, onPosition, onNearEnd } = report;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (restoring.current) {
        restoring.current = false;
        return;
      }
      // Resized (a rotation) and not laid out again yet: the browser's own scroll clamping is not
      // the reader's, the new layout shows the anchor again. A size that no new layout follows
      // within a second is taken as it is, so that the position is never held back for good.
      const size = `${element.clientWidth}x${element.clientHeight}`;
      if (size !== laidOutFor.current) {
        resizedAt.current ||= performance.now();
        if (performance.now() - resizedAt.current < 1000) return;
        laidOutFor.current = size;
      }
      resizedAt.current = 0;
      const line = element.getBoundingClientRect().top + topInset;
      const sections = element.querySelectorAll<HTMLElement>('section[data-chapter]');
      for (const s of sections) {
        const box = s.getBoundingClientRect();
        if (box.bottom <= line) continue;
        const chapterId = Number(s.dataset.chapter);
        const offset = box.top >= line ? 0 : (layoutOf(chapterId)?.firstOffset((r) => r.bottom > line + 1) ?? 0);
        onPosition({ chapterId, offset });
        break;
      }
      if (element.scrollTop + element.clientHeight * (1 + NEAR_END_SCREENS) >= element.scrollHeight) onNearEnd();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [scroller, restoring, laidOutFor, resizedAt, layoutOf, onPosition, onNearEnd, topInset]);
}

export function ScrollText({
  chapters,
  anchor,
  layoutKey,
  topInset,
  onPosition,
  onNearEnd,
  onTap,
  handle,
  after,
}: {
  chapters: readonly ScrollChapter[];
  anchor: () => ScrollPosition;
  layoutKey: string;
  /** Room kept above the reading line (the status line). */
  topInset: number;
  onPosition: (position: ScrollPosition) => void;
  onNearEnd: () => void;
  onTap: (x: number, y: number) => void;
  handle: Ref<ScrollHandle>;
  /** Drawn after the last chapter (loading, a lock, the end). */
  after?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const layouts = useRef(new Map<number, TextLayout>());
  const restoring = useRef(false);
  /** The scroller's size the current layout was made for. */
  const laidOutFor = useRef('');
  const resizedAt = useRef(0);

  const layoutOf = useCallback((chapterId: number) => {
    let layout = layouts.current.get(chapterId);
    if (!layout) {
      const element = scroller.current?.querySelector<HTMLElement>(`section[data-chapter="${chapterId}"]`);
      if (!element) return null;
      layout = new TextLayout(element);
      layouts.current.set(chapterId, layout);
    }
    return layout;
  }, []);

  const reveal = useCallback(
    (chapterId: number, offset: number, smooth = false) => {
      const element = scroller.current;
      const rect = layoutOf(chapterId)?.rectAt(offset);
      if (!element || !rect) return;
      const top = element.getBoundingClientRect().top + topInset;
      const target = element.scrollTop + rect.top - top;
      if (smooth) element.scrollTo({ top: target, behavior: 'smooth' });
      else {
        restoring.current = true;
        element.scrollTop = target;
      }
    },
    [layoutOf, topInset],
  );

  useImperativeHandle(handle, () => ({ reveal, layout: layoutOf }), [reveal, layoutOf]);

  // A new layout (type settings, size, a jump): forget the old measurements, show the anchor again.
  // `layoutKey` says when to lay out again.
  useLayoutEffectOn([layoutKey], () => {
    layouts.current.clear();
    resizedAt.current = 0;
    laidOutFor.current = scroller.current ? `${scroller.current.clientWidth}x${scroller.current.clientHeight}` : '';
    const { chapterId, offset } = anchor();
    if (offset === 0 && chapters[0]?.chapterId === chapterId) {
      restoring.current = true;
      if (scroller.current) scroller.current.scrollTop = 0;
    } else reveal(chapterId, offset);
  });

  // New chapters appended: their layouts are measured when first asked for.
  useLayoutEffect(() => {
    for (const id of layouts.current.keys()) if (!chapters.some((c) => c.chapterId === id)) layouts.current.delete(id);
  }, [chapters]);

  useScrollPosition(scroller, { restoring, laidOutFor, resizedAt }, layoutOf, { topInset, onPosition, onNearEnd });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the column scrolls with keys natively; a tap opens the menu
    // biome-ignore lint/a11y/noStaticElementInteractions: the column is the page, not a control; the menu has the buttons
    <div
      ref={scroller}
      className={styles.scroller}
      data-testid="novel-scroll"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button')) return;
        onTap(event.clientX, event.clientY);
      }}
    >
      {chapters.map((c) => (
        <section key={c.chapterId} className={styles.scrollChapter} data-chapter={c.chapterId} lang="zh-CN">
          <ChapterText title={c.title} text={c.text} />
        </section>
      ))}
      {after}
    </div>
  );
}
