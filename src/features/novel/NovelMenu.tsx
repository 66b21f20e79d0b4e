/**
 * The novel reader's chrome, shown on a tap in the middle: the comic reader's top bar (back, titles, the chapter
 * list) and a bottom bar (previous / next chapter, progress in the work, read-aloud, settings).
 * Its look is the comic reader's (features/reader/ReaderMenu.module.css).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import { ReaderTopBar } from '../../reading/reader-kit/ReaderTopBar';
import { Icon } from '../../ui/Icon';
import { NovelSettingsPanel } from './NovelSettingsPanel';

export function NovelMenu({
  content,
  progress,
  onBack,
  onOpen,
  onReadAloud,
}: {
  content: ChapterContentAnswer;
  /** Progress in the whole work, 0–1. */
  progress: number;
  onBack: () => void;
  onOpen: (chapterId: number) => void;
  onReadAloud: (() => void) | null;
}) {
  const { i18n } = useLingui();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const percent = (Math.min(1, Math.max(0, progress)) * 100).toFixed(1);
  return (
    <div className={menu.menu} data-testid="reader-menu">
      <ReaderTopBar
        kind="novel"
        workId={content.work.id}
        workTitle={content.work.title}
        chapterTitle={content.chapter.title}
        onBack={onBack}
      />
      <footer className={menu.bottom} data-reader-control>
        {settingsOpen && <NovelSettingsPanel />}
        <div className={menu.sliderRow}>
          <button
            type="button"
            className={menu.icon}
            disabled={content.prev_id === null}
            onClick={() => content.prev_id !== null && onOpen(content.prev_id)}
            aria-label={i18n._(msg`上一章`)}
            data-testid="prev-chapter"
          >
            <Icon name="back" />
          </button>
          <p className={menu.workTitle} style={{ flex: 1, textAlign: 'center' }} data-testid="work-progress">
            <Trans>
              第 {content.chapter.index} / {content.work.chapter_count} 章 · 全书 {percent}%
            </Trans>
          </p>
          <button
            type="button"
            className={`${menu.icon} ${menu.forward}`}
            disabled={content.next_id === null}
            onClick={() => content.next_id !== null && onOpen(content.next_id)}
            aria-label={i18n._(msg`下一章`)}
            data-testid="next-chapter"
          >
            <Icon name="back" />
          </button>
        </div>
        <div className={menu.tools}>
          <Link className={menu.tool} to="/novel/novel_catalogue" search={{ id: content.work.id, order: 'asc' }}>
            <Icon name="book" size={22} />
            <span>
              <Trans>目录</Trans>
            </span>
          </Link>
          {onReadAloud && (
            <button type="button" className={menu.tool} onClick={onReadAloud} data-testid="read-aloud">
              <Icon name="play" size={22} />
              <span>
                <Trans>朗读</Trans>
              </span>
            </button>
          )}
          <button
            type="button"
            className={settingsOpen ? `${menu.tool} ${menu.toolOn}` : menu.tool}
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
