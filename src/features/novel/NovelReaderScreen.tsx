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
import { type CSSProperties, useCallback, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { ReaderStage } from '../../reading/reader-kit/ChapterStates';
import { tapAction } from '../../reading/reader-kit/input/tap-zones';
import { usePageKeys } from '../../reading/reader-kit/input/usePageKeys';
import { useReaderTaps } from '../../reading/reader-kit/input/useReaderTaps';
import { Dimmer, TopBarOnly } from '../../reading/reader-kit/ReaderFrame';
import { usePurchaseOffer } from '../../reading/reader-kit/usePurchaseOffer';
import { useReaderAddress, useReaderBack } from '../../reading/reader-kit/useReaderAddress';
import { useElementSize, viewportSize } from '../../ui/useElementSize';
import { useFirstPaintHandOver } from '../../ui/useFirstPaintHandOver';
import { useWakeLock } from '../../ui/useWakeLock';
import type { PagedHandle } from './layout/PagedText';
import type { ScrollHandle } from './layout/ScrollText';
import { NovelMenu } from './NovelMenu';
import styles from './NovelReader.module.css';
import { NovelView } from './NovelView';
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
  const size = useElementSize(root, viewportSize);
  const paged = useRef<PagedHandle>(null);
  const scroll = useRef<ScrollHandle>(null);
  const reading = useNovelReading(workId, chapters, mode);
  const { current, content, position, open } = reading;
  useWakeLock();
  // Taps: the sides turn pages in paged mode (the readers' "left and right" zones), the rest is the menu's.
  const turn = useCallback((action: 'prev' | 'next') => paged.current?.turn(action === 'next' ? 1 : -1), []);
  const { menuOpen, setMenuOpen, onTap } = useReaderTaps((x, y) => {
    const layout = mode === 'paged' ? 'sides' : 'off';
    return tapAction(x, y, size.width, size.height, { layout, invert: 'none', direction: 'ltr' });
  }, turn);

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

  usePageKeys(mode === 'paged' && !menuOpen && !purchase.open, 'ltr', turn);
  const back = useReaderBack('novel', workId, aloud.stop);
  // The document's first page (server/document/first-paint.ts) stays until this one is laid out.
  useFirstPaintHandOver(null, Boolean(start.error) || Boolean(reading.failed) || Boolean(content));

  return (
    <div
      ref={root}
      className={styles.reader}
      style={typeStyleOf(settings)}
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
        failed={reading.failed}
        ready={Boolean(content)}
        skeleton={<NovelSkeleton />}
      >
        {() =>
          content && (
            <NovelView
              content={content}
              size={size}
              reading={reading}
              chapters={chapters}
              paged={paged}
              scroll={scroll}
              menuOpen={menuOpen}
              onTap={onTap}
              onUnlock={purchase.offer}
            />
          )
        }
      </ReaderStage>
      <Dimmer brightness={settings.brightness} />
      {aloud.state !== 'idle' && !menuOpen && (
        <ReadAloudBar state={aloud.state} onPause={aloud.pause} onResume={aloud.resume} onStop={aloud.stop} />
      )}
      {menuOpen && content ? (
        <NovelMenu
          content={content}
          shownOffset={reading.shownOffset}
          onBack={back}
          onOpen={(id) => void open(id, 0)}
          onReadAloud={
            aloud.available && content.readable
              ? () => {
                  setMenuOpen(false);
                  aloud.readFromHere(content);
                }
              : null
          }
        />
      ) : (
        !content && <TopBarOnly kind="novel" workId={workId} onBack={back} />
      )}
      {purchase.sheet}
    </div>
  );
}

/** The type settings, as the CSS of the text reads them. */
const typeStyleOf = (settings: { fontSize: number; lineHeight: number; margin: number }) =>
  ({
    '--novel-font-size': `${settings.fontSize}px`,
    '--novel-line-height': settings.lineHeight,
    '--novel-margin': `${settings.margin}px`,
  }) as CSSProperties;

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
