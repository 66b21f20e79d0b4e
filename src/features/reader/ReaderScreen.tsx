/**
 * The comic reader (/manga/manga_content): a full-screen surface with its own chrome (the app's
 * bars are hidden on this route). It owns one ReaderSession (what is loaded and where the reader
 * is), shows it in webtoon or paged mode, and around it the readers' kit: the address, the menu,
 * the purchase sheet of locked chapters, the brightness dimmer, the tap-zone hint, the screen
 * wake lock; bounded preloading and progress saving follow the session.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type ComponentProps, type CSSProperties, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchChapter, savedPosition } from '../../reading/chapter.api';
import { ReaderStage } from '../../reading/reader-kit/ChapterStates';
import { TapZoneOverlay, useZonesHint } from '../../reading/reader-kit/input/TapZoneOverlay';
import { type TapAction, type TapOptions, tapAction } from '../../reading/reader-kit/input/tap-zones';
import { useReaderTaps } from '../../reading/reader-kit/input/useReaderTaps';
import { Dimmer, TopBarOnly } from '../../reading/reader-kit/ReaderFrame';
import { ReaderMenu } from '../../reading/reader-kit/ReaderMenu';
import { usePurchaseOffer } from '../../reading/reader-kit/usePurchaseOffer';
import { useReaderAddress, useReaderBack } from '../../reading/reader-kit/useReaderAddress';
import { useElementSize, viewportSize } from '../../ui/useElementSize';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { useOnDemand } from '../../ui/useOnDemand';
import { useStoreAsTransition } from '../../ui/useStoreAsTransition';
import { useWakeLock } from '../../ui/useWakeLock';
import { pageFilter } from './colour/page-filter';
import { PageIndicator, PageSlider } from './PageIndicator';
import type { PageSheet } from './page-sheet/PageSheet';
import { type PressedPage, useLongPress } from './page-sheet/useLongPress';
import { PagedView } from './paged/PagedView';
import styles from './ReaderScreen.module.css';
import { ReaderSettingsPanel } from './ReaderSettingsPanel';
import { ReaderSkeleton } from './ReaderSkeleton';
import { readerSettings } from './reader-settings.state';
import { ReaderSession } from './session/reader-session';
import { useReaderPreload } from './session/useReaderPreload';
import { useSessionProgress } from './session/useSessionProgress';
import { WebtoonView } from './webtoon/WebtoonView';

// What a long press offers comes with the first long press, not with the reader's first screen.
const loadPageSheet = () => import('./page-sheet/PageSheet').then((module) => module.PageSheet);

export function ReaderScreen({ workId, chapterId, page }: { workId: number; chapterId?: number; page?: number }) {
  const { i18n } = useLingui();
  const settings = useSnapshot(readerSettings);
  const [session] = useState(() => new ReaderSession(workId, { fetchChapter, savedPosition }));
  // A chapter that arrives (the strip's rows, their pages) is drawn in slices that yield.
  const state = useStoreAsTransition(session, session.subscribe, session.getState);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useElementSize(root, viewportSize);
  const { shown: zonesShown, show: showZones } = useZonesHint();
  const mode = settings.mode;

  useWakeLock();
  const start = useReaderAddress({
    kind: 'comic',
    workId,
    chapterId,
    at: page,
    current: state.chapterId,
    shown: () => session.getState().chapterId,
    open: (id, at) => void session.open(id, at),
  });
  useSessionProgress(session);
  useReaderPreload(session);

  // A new mode shows the tap zones; leaving paged mode for the strip starts the strip over.
  const lastMode = useRef(mode);
  useEffect(() => {
    if (lastMode.current === mode) return;
    const fromPaged = lastMode.current !== 'webtoon';
    lastMode.current = mode;
    if (mode === 'webtoon' && fromPaged) session.restartStrip();
    showZones();
  }, [mode, session, showZones]);

  const direction = mode === 'rtl' ? 'rtl' : 'ltr';
  const tapOptions: TapOptions = { layout: settings.tapLayout, invert: settings.tapInvert, direction };
  const zoneOf = (x: number, y: number): TapAction => tapAction(x, y, viewport.width, viewport.height, tapOptions);
  // The strip scrolls by the action a tap answers; paged mode turns pages itself.
  const { menuOpen, setMenuOpen, onTap: onWebtoonTap } = useReaderTaps(zoneOf, () => {});

  const currentSlot = state.chapterId === null ? undefined : state.slots.get(state.chapterId);
  const current = currentSlot?.status === 'ready' ? currentSlot.content : null;
  const purchase = usePurchaseOffer({
    kind: 'comic',
    reached: current,
    contentOf: (id) => session.content(id),
    onOffered: () => setMenuOpen(false),
    onBought: (id) => void session.reload(id),
  });

  const back = useReaderBack('comic', workId);
  const [pressed, setPressed] = useState<PressedPage | null>(null);
  const pageSheet = useOnDemand<ComponentProps<typeof PageSheet>>(loadPageSheet, () => setPressed(null));
  const longPress = useLongPress((page) => {
    setMenuOpen(false);
    setPressed(page);
    pageSheet.open();
  });

  const ready = state.chapterId !== null && state.jump !== null;
  // The document's first paint (its pages' placeholders) goes once the strip shows the same.
  const settled = currentSlot !== undefined && currentSlot.status !== 'loading';
  useFirstPaintHandOver(null, Boolean(start.error) || settled);
  const failedFirst =
    !ready && currentSlot?.status === 'failed'
      ? { error: currentSlot.error, retry: () => void session.open(state.chapterId as number, page) }
      : null;

  return (
    <div
      ref={root}
      className={styles.reader}
      data-testid="reader"
      data-mode={mode}
      data-chapter={state.chapterId ?? undefined}
      data-menu={menuOpen || undefined}
      // The pages' colour: a variable that only page images read (PageImage.module.css).
      style={{ '--page-filter': pageFilter(settings) } as CSSProperties}
      {...longPress}
    >
      <h1 className="visually-hidden">{current?.chapter.title ?? i18n._(msg`阅读`)}</h1>
      <ReaderStage workId={workId} start={start} failed={failedFirst} ready={ready} skeleton={<ReaderSkeleton />}>
        {() =>
          mode === 'webtoon' ? (
            <WebtoonView
              session={session}
              state={state}
              viewport={viewport}
              onTap={onWebtoonTap}
              onUnlock={purchase.offer}
            />
          ) : (
            <PagedView
              session={session}
              state={state}
              direction={direction}
              fit={settings.fit}
              viewport={viewport}
              preload={settings.preload}
              zoneOf={zoneOf}
              menuOpen={menuOpen}
              onMenu={() => setMenuOpen((open) => !open)}
              onUnlock={purchase.offer}
              keyboard={!menuOpen && !purchase.open}
              spreads={settings}
            />
          )
        }
      </ReaderStage>
      {ready && !menuOpen && <PageIndicator session={session} />}
      <Dimmer brightness={settings.brightness} />
      {ready && menuOpen && current ? (
        <ReaderMenu
          kind="comic"
          content={current}
          onBack={back}
          onOpen={(id) => void session.open(id, 0)}
          position={<PageSlider session={session} content={current} direction={direction} />}
          settings={<ReaderSettingsPanel onTapZonesChanged={showZones} />}
        />
      ) : (
        !ready && <TopBarOnly kind="comic" workId={workId} workTitle={current?.work.title} onBack={back} />
      )}
      {zonesShown && ready && <TapZoneOverlay options={tapOptions} />}
      {purchase.sheet}
      {pressed && current && pageSheet.Shown && (
        <pageSheet.Shown
          page={pressed}
          work={current.work}
          chapterTitle={current.chapter.title}
          onClose={() => setPressed(null)}
        />
      )}
    </div>
  );
}
