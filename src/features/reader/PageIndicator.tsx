/** The page number at the bottom of the screen while the menu is closed (as Mihon shows it). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
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
