/**
 * A reader's address, `/manga/manga_content` or `/novel/novel_content` with `id` (the work),
 * `chapter` and a one-off position (`page`, `offset`), dropped once applied so that a reload
 * resumes from the saved position:
 * - opened without a chapter, the reader goes to where the reader left the work, else its first
 *   chapter (the address is replaced by one naming it and the position in it);
 * - as the reader moves on, the address names the chapter being read (replaced, no history entry);
 * - back goes back, or to the work's detail when the reader was the first page opened.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEffectOn, useRetryKey } from '../../ui/useEffectOn';
import { firstChapterId, savedPosition } from '../chapter.api';

type ReaderKind = 'comic' | 'novel';

/** The address of a chapter, with the one-off position when there is one. */
function chapterAddress(kind: ReaderKind, id: number, chapter: number, at?: number) {
  return kind === 'comic'
    ? ({ to: '/manga/manga_content', search: { id, chapter, ...(at === undefined ? {} : { page: at }) } } as const)
    : ({ to: '/novel/novel_content', search: { id, chapter, ...(at === undefined ? {} : { offset: at }) } } as const);
}

export interface ReaderStart {
  /** Why the reader could not find where to start, if it could not. */
  error: unknown;
  retry: () => void;
}

/**
 * Starts the reader — without a chapter in the address, finds it; with one, opens it — and keeps
 * the address on the chapter being read (`current`). `shown` answers the chapter on screen now: an
 * address that only caught up with a chapter opened here opens nothing.
 */
export function useReaderAddress({
  kind,
  workId,
  chapterId,
  at,
  current,
  shown,
  open,
}: {
  kind: ReaderKind;
  workId: number;
  chapterId: number | undefined;
  /** The one-off position in the address. */
  at: number | undefined;
  current: number | null;
  shown: () => number | null;
  open: (chapterId: number, at: number | undefined) => void;
}): ReaderStart {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [attempt, retryStart] = useRetryKey();
  /** The chapter the address was last set to from here. */
  const written = useRef<number | null>(null);

  useEffectOn([workId, chapterId, at, attempt], () => {
    if (!workId) return;
    if (chapterId === undefined) {
      const controller = new AbortController();
      setError(null);
      (async () => {
        const saved = await savedPosition(workId, undefined, kind);
        const target = saved?.chapter_id ?? (await firstChapterId(workId, controller.signal));
        if (controller.signal.aborted) return;
        if (target === null) throw new Error(i18n._(msg`这部作品还没有章节`));
        // With the position in the address the reader need not look the saved one up again.
        const position = saved?.chapter_id === target ? Math.max(0, Math.round(saved.position)) : 0;
        void navigate({ ...chapterAddress(kind, workId, target, position), replace: true });
      })().catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      });
      return () => controller.abort();
    }
    if (chapterId === written.current || chapterId === shown()) return;
    open(chapterId, at);
  });

  // The address follows the chapter being read, without the one-off position. A navigation costs
  // a router pass (and the app's per-navigation work): it waits until the new chapter is painted.
  useEffect(() => {
    if (current === null || (current === chapterId && at === undefined)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        written.current = current;
        void navigate({ ...chapterAddress(kind, workId, current), replace: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [kind, current, chapterId, at, workId, navigate]);

  const retry = useCallback(() => {
    setError(null);
    retryStart();
  }, [retryStart]);
  return { error, retry };
}

/** Back: the page before, or the work's detail when the reader was the first page opened. */
export function useReaderBack(kind: ReaderKind, workId: number, beforeLeaving?: () => void): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    beforeLeaving?.();
    if (canGoBack) router.history.back();
    else
      void navigate({
        to: kind === 'comic' ? '/manga/manga_index' : '/novel/novel_index',
        search: { id: workId },
        replace: true,
      });
  };
}
