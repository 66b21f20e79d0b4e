/**
 * Where the reader is in the chapter: the page number at the bottom of the screen while the menu
 * is closed (as Mihon shows it), and the page slider in the menu.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import styles from './ReaderScreen.module.css';
import type { ReaderSession } from './session/reader-session';

export function PageIndicator({ session }: { session: ReaderSession }) {
  const { i18n } = useLingui();
  const position = useSyncExternalStore(session.subscribePosition, session.getPosition);
  const content = session.content(position?.chapterId);
  if (!position || !content?.readable || content.pages.length === 0) return null;
  const page = position.page + 1;
  const total = content.pages.length;
  return (
    <div
      className={styles.indicator}
      data-testid="page-indicator"
      data-chapter={position.chapterId}
      data-page={position.page}
    >
      <span aria-hidden="true">
        {page} / {total}
      </span>
      <span className="visually-hidden">{i18n._(msg`第 ${page} 页，共 ${total} 页`)}</span>
    </div>
  );
}

/** The menu's page slider over the chapter's pages, turned with the reading direction. */
export function PageSlider({
  session,
  content,
  direction,
}: {
  session: ReaderSession;
  content: ChapterContentAnswer;
  direction: 'ltr' | 'rtl';
}) {
  const { i18n } = useLingui();
  const position = useSyncExternalStore(session.subscribePosition, session.getPosition);
  const total = content.readable ? content.pages.length : 0;
  const page = position?.chapterId === content.chapter.id ? position.page : 0;
  return (
    <>
      <span className={menu.pageLabel} aria-hidden="true">
        {total > 0 ? page + 1 : 0}
      </span>
      <input
        className={menu.slider}
        type="range"
        min={0}
        max={Math.max(0, total - 1)}
        step={1}
        value={page}
        disabled={total <= 1}
        dir={direction}
        onChange={(event) => session.seek(Number(event.currentTarget.value))}
        aria-label={i18n._(msg`页码`)}
        aria-valuetext={i18n._(msg`第 ${page + 1} 页，共 ${total} 页`)}
        data-testid="page-slider"
      />
      <span className={menu.pageLabel} aria-hidden="true">
        {total}
      </span>
    </>
  );
}
