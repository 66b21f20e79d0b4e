/**
 * A reader's chrome, shown on a tap in the middle of the page: the top bar (back, titles, the
 * chapter list) and the bottom bar — the previous and next chapter around where the reader is in
 * it (the comic's page slider, the novel's progress in the work), the chapter list, the reader's
 * own tools (read-aloud) and its settings panel, opened from the bar.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { Icon, type IconName } from '../../ui/Icon';
import { catalogueLink } from '../reader-link';
import styles from './ReaderChrome.module.css';
import { ReaderTopBar } from './ReaderTopBar';

export function ReaderMenu({
  kind,
  content,
  onBack,
  onOpen,
  position,
  tools,
  settings,
}: {
  kind: 'comic' | 'novel';
  /** The chapter being read. */
  content: ChapterContentAnswer;
  onBack: () => void;
  /** Opens another chapter at its start. */
  onOpen: (chapterId: number) => void;
  /** Where the reader is, between the previous and next chapter buttons. */
  position: ReactNode;
  /** Tools of this reader, between the chapter list and the settings. */
  tools?: ReactNode;
  /** The settings panel, shown above the bar while open. */
  settings: ReactNode;
}) {
  const { i18n } = useLingui();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const labels =
    kind === 'comic'
      ? { prev: i18n._(msg`上一话`), next: i18n._(msg`下一话`) }
      : { prev: i18n._(msg`上一章`), next: i18n._(msg`下一章`) };
  const chapterList =
    kind === 'comic' ? catalogueLink('comic', content.work.id)! : catalogueLink('novel', content.work.id)!;

  return (
    <div className={styles.menu} data-testid="reader-menu">
      <ReaderTopBar
        kind={kind}
        workId={content.work.id}
        workTitle={content.work.title}
        chapterTitle={content.chapter.title}
        onBack={onBack}
      />
      <footer className={styles.bottom} data-reader-control>
        {settingsOpen && settings}
        <div className={styles.sliderRow}>
          <button
            type="button"
            className={styles.icon}
            disabled={content.prev_id === null}
            onClick={() => content.prev_id !== null && onOpen(content.prev_id)}
            aria-label={labels.prev}
            data-testid="prev-chapter"
          >
            <Icon name="back" />
          </button>
          {position}
          <button
            type="button"
            className={`${styles.icon} ${styles.forward}`}
            disabled={content.next_id === null}
            onClick={() => content.next_id !== null && onOpen(content.next_id)}
            aria-label={labels.next}
            data-testid="next-chapter"
          >
            <Icon name="back" />
          </button>
        </div>
        <div className={styles.tools}>
          <Link className={styles.tool} {...chapterList}>
            <Icon name="book" size={22} />
            <span>
              <Trans>目录</Trans>
            </span>
          </Link>
          {tools}
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

/** A tool in the menu's bottom bar: an icon over its name. */
export function ReaderTool({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: IconName;
  label: ReactNode;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className={styles.tool} onClick={onClick} data-testid={testId}>
      <Icon name={icon} size={22} />
      <span>{label}</span>
    </button>
  );
}
