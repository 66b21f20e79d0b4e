/**
 * The reader's chrome, shown on a tap in the middle of the page: a top bar (back, titles, the
 * catalogue) and a bottom bar (page slider, previous and next chapter, settings).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { ReaderSettingsPanel } from '../../features/reader/ReaderSettingsPanel';
import { catalogueSearch } from '../../features/reader/search-params';
import type { ReaderSession } from '../../features/reader/session/reader-session';
import { Icon } from '../../ui/Icon';
import styles from './ReaderChrome.module.css';
import { ReaderTopBar } from './ReaderTopBar';

export function ReaderMenu({
  session,
  content,
  direction,
  onBack,
  onTapZonesChanged,
}: {
  session: ReaderSession;
  /** The chapter being read. */
  content: ChapterContentAnswer;
  direction: 'ltr' | 'rtl';
  onBack: () => void;
  onTapZonesChanged: () => void;
}) {
  const { i18n } = useLingui();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const position = useSyncExternalStore(session.subscribePosition, session.getPosition);
  const total = content.readable ? content.pages.length : 0;
  const page = position?.chapterId === content.chapter.id ? position.page : 0;

  return (
    <div className={styles.menu} data-testid="reader-menu">
      <ReaderTopBar
        kind="comic"
        workId={content.work.id}
        workTitle={content.work.title}
        chapterTitle={content.chapter.title}
        onBack={onBack}
      />
      <footer className={styles.bottom} data-reader-control>
        {settingsOpen && <ReaderSettingsPanel onTapZonesChanged={onTapZonesChanged} />}
        <div className={styles.sliderRow}>
          <button
            type="button"
            className={styles.icon}
            disabled={content.prev_id === null}
            onClick={() => content.prev_id !== null && void session.open(content.prev_id, 0)}
            aria-label={i18n._(msg`上一话`)}
            data-testid="prev-chapter"
          >
            <Icon name="back" />
          </button>
          <span className={styles.pageLabel} aria-hidden="true">
            {total > 0 ? page + 1 : 0}
          </span>
          <input
            className={styles.slider}
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
          <span className={styles.pageLabel} aria-hidden="true">
            {total}
          </span>
          <button
            type="button"
            className={`${styles.icon} ${styles.forward}`}
            disabled={content.next_id === null}
            onClick={() => content.next_id !== null && void session.open(content.next_id, 0)}
            aria-label={i18n._(msg`下一话`)}
            data-testid="next-chapter"
          >
            <Icon name="back" />
          </button>
        </div>
        <div className={styles.tools}>
          <Link className={styles.tool} to="/manga/manga_catalogue" search={catalogueSearch(content.work.id)}>
            <Icon name="book" size={22} />
            <span>
              <Trans>目录</Trans>
            </span>
          </Link>
          <button
            type="button"
            className={settingsOpen ? `${styles.tool} ${styles.toolOn}` : styles.tool}
            onClick={() => setSettingsOpen(!settingsOpen)}
            aria-expanded={settingsOpen}
            data-testid="reader-settings-toggle"
          >
            <Icon name="settings" size={22} />
            <span>
              <Trans>设置</Trans>
            </span>
          </button>
        </div>
      </footer>
    </div>
  );
}
