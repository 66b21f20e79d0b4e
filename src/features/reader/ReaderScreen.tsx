/**
 * The comic reader (/manga/manga_content): a full-screen surface with its own chrome (the app's
 * bars are hidden on this route). It owns one ReaderSession (what is loaded and where the reader
 * is), shows it in webtoon or paged mode, and around it: the menu, the purchase sheet of locked
 * chapters, the brightness dimmer, the screen wake lock, bounded preloading and progress saving.
 *
 * The address follows the chapter being read (replace, no new history entry); a `page` in the
 * address is a one-off instruction, dropped once applied, so a reload resumes from the saved page.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { fetchChapter, firstChapterId, savedPosition } from '../../reading/chapter.api';
import { PurchaseSheet } from '../../reading/PurchaseSheet';
import { ChapterFailed } from '../../reading/reader-kit/ChapterStates';
import { ReaderMenu } from '../../reading/reader-kit/ReaderMenu';
import { ReaderTopBar } from '../../reading/reader-kit/ReaderTopBar';
import { TapZoneOverlay } from '../../reading/reader-kit/TapZoneOverlay';
import { type TapAction, tapAction } from '../../reading/reader-kit/tap-zones';
import { useReaderProgress } from '../../reading/useReadingProgress';
import { showToast } from '../../state/toast';
import { EmptyState } from '../../ui/EmptyState';
import { useEffectOn, useRetryKey } from '../../ui/useEffectOn';
import { useElementSize } from '../../ui/useElementSize';
import { useEscape } from '../../ui/useEscape';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { useWakeLock } from '../../ui/useWakeLock';
import { PageIndicator } from './PageIndicator';
import { PagedView } from './paged/PagedView';
import styles from './ReaderScreen.module.css';
import { ReaderSkeleton } from './ReaderSkeleton';
import { readerSettings } from './reader-settings.state';
import { ReaderSession } from './session/reader-session';
import { useReaderPreload } from './session/useReaderPreload';
import { WebtoonView } from './webtoon/WebtoonView';

/** How long the tap zones show after they change. */
const ZONES_SHOWN_MS = 1600;

export function ReaderScreen({ workId, chapterId, page }: { workId: number; chapterId?: number; page?: number }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const settings = useSnapshot(readerSettings);
  const [session] = useState(() => new ReaderSession(workId, { fetchChapter, savedPosition }));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useElementSize(root);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sheetFor, setSheetFor] = useState<number | null>(null);
  const [zonesShown, setZonesShown] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);

  useWakeLock();

  // ---- which chapter: the address's, else where the reader left the work, else its first ----
  const written = useRef<number | null>(null);
  const [startAttempt, retryStart] = useRetryKey();
  useEffectOn([workId, chapterId, page, session, navigate, startAttempt], () => {
    if (!workId) return;
    if (chapterId === undefined) {
      const controller = new AbortController();
      setStartError(null);
      (async () => {
        const saved = await savedPosition(workId);
        const target = saved?.chapter_id ?? (await firstChapterId(workId, controller.signal));
        if (controller.signal.aborted) return;
        if (target === null) throw new Error(i18n._(msg`这部作品还没有章节`));
        // With the page in the address the session need not look the saved position up again.
        const at = saved?.chapter_id === target ? saved.position : 0;
        void navigate({
          to: '/manga/manga_content',
          search: { id: workId, chapter: target, page: Math.max(0, Math.round(at)) },
          replace: true,
        });
      })().catch((error: unknown) => {
        if (!controller.signal.aborted) setStartError(error);
      });
      return () => controller.abort();
    }
    // The address caught up with a chapter change made here: nothing to open.
    if (chapterId === written.current || chapterId === session.getState().chapterId) return;
    void session.open(chapterId, page);
  });

  // The address follows the chapter being read, without the one-off page. A navigation costs a
  // router pass (and the app's per-navigation work): it waits until the new chapter is painted.
  useEffect(() => {
    const current = state.chapterId;
    if (current === null || (current === chapterId && page === undefined)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        written.current = current;
        void navigate({ to: '/manga/manga_content', search: { id: workId, chapter: current }, replace: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [state.chapterId, chapterId, page, workId, navigate]);

  useReaderProgress(session);
  useReaderPreload(session);

  // ---- locked chapters: offer the purchase once per chapter reached ----
  const currentSlot = state.chapterId === null ? undefined : state.slots.get(state.chapterId);
  // The document's first paint (its pages' placeholders) goes once the strip shows the same.
  useFirstPaintHandOver(null, Boolean(startError) || (currentSlot !== undefined && currentSlot.status !== 'loading'));
  const current = currentSlot?.status === 'ready' ? currentSlot.content : null;
  const offered = useRef(new Set<number>());
  useEffect(() => {
    if (!current || current.readable || offered.current.has(current.chapter.id)) return;
    offered.current.add(current.chapter.id);
    setMenuOpen(false);
    setSheetFor(current.chapter.id);
  }, [current]);

  const sheetContent = session.content(sheetFor);
  const onBought = (chapter: number, result: { charged: boolean }) => {
    setSheetFor(null);
    showToast(result.charged ? i18n._(msg`购买成功`) : i18n._(msg`已购买过本话，未重复扣费`), { type: 'success' });
    void session.reload(chapter);
  };

  // ---- mode, taps, zones ----
  const zonesTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const showZones = useCallback(() => {
    setZonesShown(true);
    if (zonesTimer.current) clearTimeout(zonesTimer.current);
    zonesTimer.current = setTimeout(() => setZonesShown(false), ZONES_SHOWN_MS);
  }, []);
  useEffect(
    () => () => {
      if (zonesTimer.current) clearTimeout(zonesTimer.current);
    },
    [],
  );
  const mode = settings.mode;
  const lastMode = useRef(mode);
  useEffect(() => {
    if (lastMode.current === mode) return;
    const fromPaged = lastMode.current !== 'webtoon';
    lastMode.current = mode;
    if (mode === 'webtoon' && fromPaged) session.restartStrip();
    showZones();
  }, [mode, session, showZones]);

  const tapOptions = { layout: settings.tapLayout, invert: settings.tapInvert, mode };
  const zoneOf = (x: number, y: number): TapAction =>
    viewport ? tapAction(x, y, viewport.width, viewport.height, tapOptions) : 'menu';

  const onWebtoonTap = (x: number, y: number): TapAction | null => {
    if (menuOpen) {
      setMenuOpen(false);
      return null;
    }
    const action = zoneOf(x, y);
    if (action === 'menu') setMenuOpen(true);
    return action;
  };

  useEscape(menuOpen, () => setMenuOpen(false));

  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/manga/manga_index', search: { id: workId }, replace: true });
  };

  // ---- what to draw ----
  const ready = viewport !== null && state.chapterId !== null && state.jump !== null;
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
  } else if (!ready && currentSlot?.status === 'failed') {
    body = (
      <ChapterFailed error={currentSlot.error} onRetry={() => void session.open(state.chapterId as number, page)} />
    );
  } else if (!ready || !viewport) {
    body = <ReaderSkeleton />;
  } else if (mode === 'webtoon') {
    body = (
      <WebtoonView session={session} state={state} viewport={viewport} onTap={onWebtoonTap} onUnlock={setSheetFor} />
    );
  } else {
    body = (
      <PagedView
        session={session}
        state={state}
        direction={mode}
        fit={settings.fit}
        viewport={viewport}
        preload={settings.preload}
        zoneOf={zoneOf}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen((open) => !open)}
        onUnlock={setSheetFor}
        keyboard={!menuOpen && sheetFor === null}
      />
    );
  }

  return (
    <div
      ref={root}
      className={styles.reader}
      data-testid="reader"
      data-mode={mode}
      data-chapter={state.chapterId ?? undefined}
      data-menu={menuOpen || undefined}
    >
      <h1 className="visually-hidden">{current?.chapter.title ?? i18n._(msg`阅读`)}</h1>
      {body}
      {ready && !menuOpen && <PageIndicator session={session} />}
      <div className={styles.dimmer} style={{ opacity: 1 - settings.brightness }} aria-hidden="true" />
      {ready && menuOpen && current ? (
        <ReaderMenu
          session={session}
          content={current}
          direction={mode === 'rtl' ? 'rtl' : 'ltr'}
          onBack={back}
          onTapZonesChanged={showZones}
        />
      ) : (
        !ready && (
          <div className={styles.topOnly}>
            <ReaderTopBar kind="comic" workId={workId} workTitle={current?.work.title} onBack={back} />
          </div>
        )
      )}
      {zonesShown && ready && <TapZoneOverlay options={tapOptions} />}
      {sheetFor !== null && sheetContent && !sheetContent.readable && (
        <PurchaseSheet
          content={sheetContent}
          onClose={() => setSheetFor(null)}
          onBought={(result) => onBought(sheetContent.chapter.id, result)}
        />
      )}
    </div>
  );
}
