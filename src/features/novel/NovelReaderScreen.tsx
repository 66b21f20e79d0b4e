/**
 * The novel reader (/novel/novel_content): a full-screen reading surface with its own chrome (the
 * app's bars are hidden here). The position is always a chapter and a text offset, the offset at
 * the top of the screen (useNovelReading): every layout (type settings, rotation, paged or scroll)
 * shows the page or line holding it, and it is what the device's history and the footprints keep.
 * Around the views, the readers' kit: the address, the menu, the purchase sheet of locked
 * chapters, tap zones, keys, the brightness dimmer, the screen wake lock.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type CSSProperties, useCallback, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { ReaderStage } from '../../reading/reader-kit/ChapterStates';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import { Dimmer, TopBarOnly } from '../../reading/reader-kit/ReaderFrame';
import { ReaderMenu, ReaderTool } from '../../reading/reader-kit/ReaderMenu';
import { tapAction } from '../../reading/reader-kit/tap-zones';
import { usePageKeys } from '../../reading/reader-kit/usePageKeys';
import { usePurchaseOffer } from '../../reading/reader-kit/usePurchaseOffer';
import { useReaderAddress, useReaderBack } from '../../reading/reader-kit/useReaderAddress';
import { useElementSize } from '../../ui/useElementSize';
import { useEscape } from '../../ui/useEscape';
import { useWakeLock } from '../../ui/useWakeLock';
import type { PagedHandle } from './layout/PagedText';
import type { ScrollHandle } from './layout/ScrollText';
import { NovelLock } from './NovelLock';
import { NovelPager, workProgress } from './NovelPager';
import styles from './NovelReader.module.css';
import { NovelScroll } from './NovelScroll';
import { NovelSettingsPanel } from './NovelSettingsPanel';
import { novelSettings } from './novel-settings.state';
import { ReadAloudBar } from './read-aloud/ReadAloudBar';
import { useReaderAloud } from './read-aloud/useReaderAloud';
import { useNovelChapters } from './useNovelChapters';
import { useNovelReading } from './useNovelReading';

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
  const settings = useSnapshot(novelSettings);
  const mode = settings.mode;
  const chapters = useNovelChapters();
  const root = useRef<HTMLDivElement>(null);
  const size = useElementSize(root);
  const paged = useRef<PagedHandle>(null);
  const scroll = useRef<ScrollHandle>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const reading = useNovelReading(workId, chapters, mode);
  const { current, content, position, open, onPosition } = reading;
  useWakeLock();

  const start = useReaderAddress({
    kind: 'novel',
    workId,
    chapterId,
    at: offset,
    current,
    shown: () => current,
    open: (id, at) => void open(id, at),
  });
  const purchase = usePurchaseOffer({
    kind: 'novel',
    reached: content,
    contentOf: chapters.content,
    onOffered: () => setMenuOpen(false),
    onBought: (id) => void chapters.load(id, true).then(() => open(id, 0)),
  });
  const aloud = useReaderAloud({
    rate: settings.speechRate,
    paged,
    scroll,
    position,
    contentOf: chapters.content,
    open,
  });

  // Taps: the sides turn pages in paged mode (the readers' "left and right" zones), the rest is the menu's.
  const turn = useCallback((action: 'prev' | 'next') => paged.current?.turn(action === 'next' ? 1 : -1), []);
  const onTap = (x: number, y: number) => {
    if (menuOpen) return setMenuOpen(false);
    const width = size?.width ?? window.innerWidth;
    const height = size?.height ?? window.innerHeight;
    const layout = mode === 'paged' ? 'sides' : 'off';
    const action = tapAction(x, y, width, height, { layout, invert: 'none', direction: 'ltr' });
    if (action === 'menu') setMenuOpen(true);
    else turn(action);
  };
  usePageKeys(mode === 'paged' && !menuOpen && !purchase.open, 'ltr', turn);
  useEscape(menuOpen, () => setMenuOpen(false));
  const back = useReaderBack('novel', workId, aloud.stop);

  const layoutKey = [
    mode,
    settings.fontSize,
    settings.lineHeight,
    settings.margin,
    settings.font,
    size?.width,
    size?.height,
    reading.jumpSeq,
  ].join('|');
  const anchorOffset = useCallback(() => position.current.offset, [position]);
  const anchor = useCallback(() => position.current, [position]);
  const onPagedPosition = useCallback(
    (at: number) => {
      if (current !== null) onPosition({ chapterId: current, offset: at });
    },
    [current, onPosition],
  );

  const slot = current === null ? undefined : chapters.slots.get(current);
  const failedFirst =
    slot?.status === 'failed' && !content
      ? { error: slot.error, retry: () => current !== null && void open(current, undefined) }
      : null;
  const body = (ready: ChapterContentAnswer, screen: NonNullable<typeof size>) => {
    if (!ready.readable) {
      return (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a tap beside the lock opens the menu; Escape and the buttons are the keys
        // biome-ignore lint/a11y/noStaticElementInteractions: the page is not a control; the lock card has the button
        <div
          className={styles.lockedPage}
          onClick={(event) => event.target === event.currentTarget && onTap(event.clientX, event.clientY)}
        >
          <NovelLock content={ready} onUnlock={() => purchase.offer(ready.chapter.id)} />
        </div>
      );
    }
    if (mode === 'paged') {
      return (
        <NovelPager
          content={ready}
          handle={paged}
          size={screen}
          margin={settings.margin}
          animate={settings.animation === 'slide'}
          layoutKey={layoutKey}
          anchor={anchorOffset}
          shownOffset={reading.shownOffset}
          swipes={!menuOpen}
          onTap={onTap}
          onPosition={onPagedPosition}
          onEdge={reading.onEdge}
        />
      );
    }
    return (
      <NovelScroll
        chapters={chapters}
        strip={reading.strip}
        handle={scroll}
        layoutKey={layoutKey}
        anchor={anchor}
        onPosition={onPosition}
        onNearEnd={reading.onNearEnd}
        onTap={onTap}
        onUnlock={purchase.offer}
      />
    );
  };

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
      <ReaderStage
        workId={workId}
        start={start}
        failed={failedFirst}
        ready={Boolean(content && size)}
        skeleton={<NovelSkeleton />}
      >
        {() => content && size && body(content, size)}
      </ReaderStage>
      <Dimmer brightness={settings.brightness} />
      {aloud.state !== 'idle' && !menuOpen && (
        <ReadAloudBar state={aloud.state} onPause={aloud.pause} onResume={aloud.resume} onStop={aloud.stop} />
      )}
      {menuOpen && content ? (
        <ReaderMenu
          kind="novel"
          content={content}
          onBack={back}
          onOpen={(id) => void open(id, 0)}
          position={<WorkProgress content={content} progress={workProgress(content, reading.shownOffset)} />}
          tools={
            aloud.available &&
            content.readable && (
              <ReaderTool
                icon="play"
                label={<Trans>朗读</Trans>}
                testId="read-aloud"
                onClick={() => {
                  setMenuOpen(false);
                  aloud.readFromHere(content);
                }}
              />
            )
          }
          settings={<NovelSettingsPanel />}
        />
      ) : (
        !content && <TopBarOnly kind="novel" workId={workId} onBack={back} />
      )}
      {purchase.sheet}
    </div>
  );
}

/** The menu's place in the work: the chapter of all, and how far into the whole book. */
function WorkProgress({ content, progress }: { content: ChapterContentAnswer; progress: number }) {
  const percent = (Math.min(1, Math.max(0, progress)) * 100).toFixed(1);
  return (
    <p className={menu.workTitle} style={{ flex: 1, textAlign: 'center' }} data-testid="work-progress">
      <Trans>
        第 {content.chapter.index} / {content.work.chapter_count} 章 · 全书 {percent}%
      </Trans>
    </p>
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
