/**
 * The novel reader (/novel/novel_content): a full-screen reading surface with its own chrome (the
 * app's bars are hidden here). The position is always a chapter and a text offset, the offset at
 * the top of the screen: every layout (type settings, rotation, paged or scroll) shows the page or
 * line holding it, and it is what the device's history and the footprints keep.
 *
 * The address follows the chapter being read (replace); an `offset` in it is a one-off, dropped
 * once applied, so a reload resumes from the saved position.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { PurchaseSheet } from '../../reading/PurchaseSheet';
import { ChapterFailed } from '../../reading/reader-kit/ChapterStates';
import { LockedChapter } from '../../reading/reader-kit/LockedChapter';
import { ReaderTopBar } from '../../reading/reader-kit/ReaderTopBar';
import { showToast } from '../../state/toast';
import { EmptyState } from '../../ui/EmptyState';
import { useEffectOn, useRetryKey } from '../../ui/useEffectOn';
import { useElementSize } from '../../ui/useElementSize';
import { useEscape } from '../../ui/useEscape';
import { useWakeLock } from '../../ui/useWakeLock';
import { type PagedHandle, PagedText } from './layout/PagedText';
import { type ScrollChapter, type ScrollHandle, type ScrollPosition, ScrollText } from './layout/ScrollText';
import { NovelMenu } from './NovelMenu';
import styles from './NovelReader.module.css';
import { firstChapterId, savedNovelPosition } from './novel.api';
import { novelSettings } from './novel-settings.state';
import { ReadAloudBar } from './read-aloud/ReadAloudBar';
import { useReadAloud } from './read-aloud/useReadAloud';
import { useNovelChapters } from './useNovelChapters';
import { useNovelProgress } from './useNovelProgress';

/** Room for the chapter line above the text and the page line below it, in paged mode. */
const STATUS_TOP = 36;
const STATUS_BOTTOM = 32;

type OpenAt = number | 'end' | undefined;

function workProgress(content: ChapterContentAnswer, offset: number): number {
  const count = Math.max(1, content.work.chapter_count);
  const within = content.text.length > 0 ? Math.min(1, offset / content.text.length) : 0;
  return (content.chapter.index - 1 + within) / count;
}

export function NovelReaderScreen({
  workId,
  chapterId,
  offset,
}: {
  workId: number;
  chapterId?: number;
  offset?: number;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const settings = useSnapshot(novelSettings);
  const chapters = useNovelChapters();
  const root = useRef<HTMLDivElement>(null);
  const size = useElementSize(root);
  const paged = useRef<PagedHandle>(null);
  const scroll = useRef<ScrollHandle>(null);
  const position = useRef<ScrollPosition>({ chapterId: 0, offset: 0 });
  const [current, setCurrent] = useState<number | null>(null);
  const [shownOffset, setShownOffset] = useState(0);
  const [pageInfo, setPageInfo] = useState<{ page: number; pages: number } | null>(null);
  const [jumpSeq, setJumpSeq] = useState(0);
  const [strip, setStrip] = useState<number[]>([]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sheetFor, setSheetFor] = useState<number | null>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [startAttempt, retryStart] = useRetryKey();
  const record = useNovelProgress();
  useWakeLock();

  const content = chapters.content(current);
  const slot = current === null ? undefined : chapters.slots.get(current);

  // ---- opening a chapter: at an offset, its end, or where the reader left it ----
  const opening = useRef(0);
  const open = useCallback(
    async (id: number, at: OpenAt): Promise<ChapterContentAnswer | null> => {
      const ticket = ++opening.current;
      const [loaded, saved] = await Promise.all([
        chapters.load(id),
        at === undefined ? savedNovelPosition(workId).catch(() => null) : Promise.resolve(null),
      ]);
      if (ticket !== opening.current) return null;
      if (!loaded) {
        setCurrent(id);
        return null;
      }
      const target =
        at === 'end' ? loaded.text.length : (at ?? (saved?.chapter_id === id ? Math.max(0, saved.position) : 0));
      position.current = { chapterId: id, offset: target };
      setCurrent(id);
      setStrip([id]);
      setShownOffset(target);
      setJumpSeq((n) => n + 1);
      record(loaded, target, false);
      chapters.prefetch(loaded.next_id);
      return loaded;
    },
    [chapters, workId, record],
  );

  // ---- which chapter: the address's, else where the reader left the work, else its first ----
  const written = useRef<number | null>(null);
  // `startAttempt` retries a failed start.
  useEffectOn([workId, chapterId, offset, startAttempt], () => {
    if (!workId) return;
    if (chapterId === undefined) {
      const controller = new AbortController();
      setStartError(null);
      (async () => {
        const saved = await savedNovelPosition(workId);
        const target = saved?.chapter_id ?? (await firstChapterId(workId, controller.signal));
        if (controller.signal.aborted) return;
        if (target === null) throw new Error(i18n._(msg`这部作品还没有章节`));
        const at = saved?.chapter_id === target ? Math.max(0, Math.round(saved.position)) : 0;
        void navigate({
          to: '/novel/novel_content',
          search: { id: workId, chapter: target, offset: at },
          replace: true,
        });
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) setStartError(error);
      });
      return () => controller.abort();
    }
    if (chapterId === written.current || chapterId === current) return;
    void open(chapterId, offset);
  });

  // The address follows the chapter being read, without the one-off offset.
  useEffect(() => {
    if (current === null || (current === chapterId && offset === undefined)) return;
    const timer = setTimeout(() => {
      written.current = current;
      void navigate({ to: '/novel/novel_content', search: { id: workId, chapter: current }, replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [current, chapterId, offset, workId, navigate]);

  // ---- locked chapters: offer the purchase once per chapter reached ----
  const offered = useRef(new Set<number>());
  useEffect(() => {
    if (!content || content.readable || offered.current.has(content.chapter.id)) return;
    offered.current.add(content.chapter.id);
    setMenuOpen(false);
    setSheetFor(content.chapter.id);
  }, [content]);

  const sheetContent = chapters.content(sheetFor);
  const onBought = async (id: number, result: { charged: boolean }) => {
    setSheetFor(null);
    showToast(result.charged ? i18n._(msg`购买成功`) : i18n._(msg`已购买过本章，未重复扣费`), { type: 'success' });
    await chapters.load(id, true);
    void open(id, 0);
  };

  // ---- position reports from the views ----
  const onPosition = useCallback(
    (next: ScrollPosition, atEnd = false) => {
      position.current = next;
      setShownOffset(next.offset);
      setCurrent((before) => (before === next.chapterId ? before : next.chapterId));
      const reached = chapters.content(next.chapterId);
      if (reached) {
        record(reached, next.offset, atEnd);
        chapters.prefetch(reached.next_id);
      }
    },
    [chapters, record],
  );
  const onPagedPosition = useCallback(
    (offsetAt: number) => {
      if (current !== null) onPosition({ chapterId: current, offset: offsetAt });
    },
    [current, onPosition],
  );
  const onPages = useCallback((page: number, pages: number) => setPageInfo({ page, pages }), []);

  const onEdge = useCallback(
    (direction: 'next' | 'prev') => {
      if (!content) return;
      const target = direction === 'next' ? content.next_id : content.prev_id;
      if (target === null) {
        showToast(direction === 'next' ? i18n._(msg`已是最后一章`) : i18n._(msg`已是第一章`));
        return;
      }
      void open(target, direction === 'next' ? 0 : 'end');
    },
    [content, open, i18n],
  );

  // Scroll mode: the next chapter follows below when the reader nears the end.
  const onNearEnd = useCallback(() => {
    setStrip((before) => {
      const last = chapters.content(before.at(-1));
      if (!last?.readable || last.next_id === null || before.includes(last.next_id)) return before;
      void chapters.load(last.next_id);
      return [...before, last.next_id];
    });
  }, [chapters]);

  // A switch of mode starts the scroll column over from the chapter being read.
  const mode = settings.mode;
  // Runs on a change of mode.
  useEffectOn([mode], () => {
    if (position.current.chapterId) setStrip([position.current.chapterId]);
  });

  // ---- read-aloud ----
  const aloud = useReadAloud(settings.speechRate, {
    onSentence: (id, sentence) => {
      if (novelSettings.mode === 'paged') {
        if (id !== position.current.chapterId) return null;
        paged.current?.reveal(sentence.start);
        return paged.current?.layout()?.rangeOf(sentence.start, sentence.end) ?? null;
      }
      const layout = scroll.current?.layout(id);
      const rect = layout?.rectAt(sentence.start);
      if (rect && (rect.top < STATUS_TOP || rect.bottom > window.innerHeight - STATUS_BOTTOM)) {
        scroll.current?.reveal(id, sentence.start, true);
      }
      return layout?.rangeOf(sentence.start, sentence.end) ?? null;
    },
    onChapterEnd: (id) => {
      const next = chapters.content(id)?.next_id;
      if (next == null) return aloud.stop();
      void open(next, 0).then((opened) => {
        if (opened?.readable) aloud.start(opened, 0);
        else aloud.stop();
      });
    },
  });

  // ---- taps, swipes, keys ----
  const turn = useCallback((by: 1 | -1) => paged.current?.turn(by), []);
  const onTap = useCallback(
    (x: number) => {
      if (menuOpen) return setMenuOpen(false);
      const width = size?.width ?? window.innerWidth;
      if (mode === 'paged' && x < width * 0.3) return turn(-1);
      if (mode === 'paged' && x > width * 0.7) return turn(1);
      setMenuOpen(true);
    },
    [menuOpen, size, mode, turn],
  );
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    if (menuOpen || sheetFor !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (mode === 'paged' && ['ArrowRight', 'ArrowDown', 'PageDown', ' '].includes(event.key)) {
        event.preventDefault();
        turn(1);
      } else if (mode === 'paged' && ['ArrowLeft', 'ArrowUp', 'PageUp'].includes(event.key)) {
        event.preventDefault();
        turn(-1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, sheetFor, mode, turn]);

  useEscape(menuOpen, () => setMenuOpen(false));

  const back = () => {
    aloud.stop();
    if (canGoBack) router.history.back();
    else void navigate({ to: '/novel/novel_index', search: { id: workId }, replace: true });
  };

  // ---- what to draw ----
  const layoutKey = [
    mode,
    settings.fontSize,
    settings.lineHeight,
    settings.margin,
    settings.font,
    size?.width,
    size?.height,
    jumpSeq,
  ].join('|');
  const anchorOffset = useCallback(() => position.current.offset, []);
  const anchor = useCallback(() => position.current, []);

  const scrollChapters = useMemo(() => {
    const list: ScrollChapter[] = [];
    for (const id of strip) {
      const s = chapters.slots.get(id);
      if (s?.status !== 'ready' || !s.content.readable) break;
      list.push({ chapterId: id, title: s.content.chapter.title, text: s.content.text });
    }
    return list;
  }, [strip, chapters.slots]);

  let body: ReactNode;
  if (!workId) {
    body = <EmptyState icon="empty" title={<Trans>内容不存在</Trans>} />;
  } else if (startError) {
    body = (
      <ChapterFailed
        error={startError}
        onRetry={() => {
          setStartError(null);
          retryStart();
        }}
      />
    );
  } else if (slot?.status === 'failed' && !content) {
    body = <ChapterFailed error={slot.error} onRetry={() => current !== null && void open(current, undefined)} />;
  } else if (!content || !size) {
    body = <NovelSkeleton />;
  } else if (!content.readable) {
    body = (
      // biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the lock opens the menu; Escape and the buttons are the keys
      // biome-ignore lint/a11y/noStaticElementInteractions: the page is not a control; the lock card has the button
      <div
        className={styles.lockedPage}
        onClick={(event) => event.target === event.currentTarget && onTap(event.clientX)}
      >
        <LockedChapter content={content} onUnlock={() => setSheetFor(content.chapter.id)} />
      </div>
    );
  } else if (mode === 'paged') {
    const height = size.height - STATUS_TOP - STATUS_BOTTOM;
    body = (
      // biome-ignore lint/a11y/useKeyWithClickEvents: keys turn pages through the window's listener; taps are the touch shortcut
      // biome-ignore lint/a11y/noStaticElementInteractions: the page is not a control; the menu has the buttons
      <div
        className={styles.pager}
        data-testid="novel-pager"
        onPointerDown={(event) => {
          swipe.current = { x: event.clientX, y: event.clientY };
          swiped.current = false;
        }}
        onPointerUp={(event) => {
          const from = swipe.current;
          swipe.current = null;
          if (!from) return;
          const dx = event.clientX - from.x;
          if (Math.abs(dx) > 48 && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
            swiped.current = true;
            if (!menuOpen) turn(dx < 0 ? 1 : -1);
          }
        }}
        onClick={(event) => {
          if (swiped.current) return;
          onTap(event.clientX);
        }}
      >
        <p className={styles.statusTop} aria-hidden="true">
          {content.chapter.title}
        </p>
        <div className={styles.pageBox} style={{ top: STATUS_TOP, height } as CSSProperties} lang="zh-CN">
          <PagedText
            key={content.chapter.id}
            handle={paged}
            chapterId={content.chapter.id}
            title={content.chapter.title}
            text={content.text}
            anchor={anchorOffset}
            layoutKey={layoutKey}
            width={size.width}
            height={height}
            margin={settings.margin}
            animate={settings.animation === 'slide'}
            onPosition={onPagedPosition}
            onEdge={onEdge}
            onPages={onPages}
          />
        </div>
        <p className={styles.statusBottom} aria-hidden="true">
          <span data-testid="novel-page">{pageInfo ? `${pageInfo.page + 1} / ${pageInfo.pages}` : ''}</span>
          <span>{(workProgress(content, shownOffset) * 100).toFixed(1)}%</span>
        </p>
      </div>
    );
  } else {
    const last = chapters.content(strip.at(-1));
    const nextSlot = last?.next_id == null ? undefined : chapters.slots.get(last.next_id);
    const tail =
      last?.next_id === null ? (
        <p className={styles.theEnd}>
          <Trans>已是最后一章</Trans>
        </p>
      ) : nextSlot?.status === 'ready' && !nextSlot.content.readable ? (
        <LockedChapter content={nextSlot.content} onUnlock={() => setSheetFor(nextSlot.content.chapter.id)} />
      ) : (
        <p className={styles.theEnd}>
          <Trans>正在加载下一章…</Trans>
        </p>
      );
    body = (
      <ScrollText
        handle={scroll}
        chapters={scrollChapters}
        anchor={anchor}
        layoutKey={layoutKey}
        topInset={STATUS_TOP}
        onPosition={onPosition}
        onNearEnd={onNearEnd}
        onTap={onTap}
        after={tail}
      />
    );
  }

  const typeStyle = {
    '--novel-font-size': `${settings.fontSize}px`,
    '--novel-line-height': settings.lineHeight,
    '--novel-margin': `${settings.margin}px`,
  } as CSSProperties;

  return (
    <div
      ref={root}
      className={styles.reader}
      style={typeStyle}
      data-testid="novel-reader"
      data-mode={mode}
      data-theme={settings.theme}
      data-font={settings.font}
      data-chapter={current ?? undefined}
      data-offset={content?.readable ? position.current.offset : undefined}
      data-menu={menuOpen || undefined}
      data-reading={aloud.state}
      data-reading-at={aloud.reading ? `${aloud.reading.chapterId}:${aloud.reading.start}` : undefined}
    >
      <h1 className="visually-hidden">{content?.chapter.title ?? i18n._(msg`阅读`)}</h1>
      {body}
      <div className={styles.dimmer} style={{ opacity: 1 - settings.brightness }} aria-hidden="true" />
      {aloud.state !== 'idle' && !menuOpen && (
        <ReadAloudBar state={aloud.state} onPause={aloud.pause} onResume={aloud.resume} onStop={aloud.stop} />
      )}
      {menuOpen && content ? (
        <NovelMenu
          content={content}
          progress={workProgress(content, shownOffset)}
          onBack={back}
          onOpen={(id) => void open(id, 0)}
          onReadAloud={
            aloud.available && content.readable
              ? () => {
                  setMenuOpen(false);
                  const at = position.current;
                  const from = chapters.content(at.chapterId) ?? content;
                  aloud.start(from, from.chapter.id === at.chapterId ? at.offset : 0);
                }
              : null
          }
        />
      ) : (
        !content && (
          <div className={styles.topOnly}>
            <ReaderTopBar kind="novel" workId={workId} onBack={back} />
          </div>
        )
      )}
      {sheetFor !== null && sheetContent && !sheetContent.readable && (
        <PurchaseSheet
          content={sheetContent}
          onClose={() => setSheetFor(null)}
          onBought={(result) => void onBought(sheetContent.chapter.id, result)}
        />
      )}
    </div>
  );
}

function NovelSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="novel-skeleton">
      <span className={styles.skeletonTitle} />
      {Array.from({ length: 12 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
        <span key={i} className={styles.skeletonLine} />
      ))}
    </div>
  );
}
