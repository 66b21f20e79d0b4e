/**
 * The novel reader's menu: the readers' menu with the place in the work between the chapter
 * buttons (chapter of all, and how far into the whole book), read-aloud among the tools, and the
 * novel's settings.
 */
import { Trans } from '@lingui/react/macro';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import menu from '../../reading/reader-kit/ReaderChrome.module.css';
import { ReaderMenu, ReaderTool } from '../../reading/reader-kit/ReaderMenu';
import { workProgress } from './NovelPager';
import { NovelSettingsPanel } from './NovelSettingsPanel';

export function NovelMenu({
  content,
  shownOffset,
  onBack,
  onOpen,
  onReadAloud,
}: {
  content: ChapterContentAnswer;
  /** The offset at the top of the screen, for the progress in the work. */
  shownOffset: number;
  onBack: () => void;
  onOpen: (chapterId: number) => void;
  onReadAloud: (() => void) | null;
}) {
  const percent = (Math.min(1, Math.max(0, workProgress(content, shownOffset))) * 100).toFixed(1);
  return (
    <ReaderMenu
      kind="novel"
      content={content}
      onBack={onBack}
      onOpen={onOpen}
      position={
        <p className={menu.workTitle} style={{ flex: 1, textAlign: 'center' }} data-testid="work-progress">
          <Trans>
            第 {content.chapter.index} / {content.work.chapter_count} 章 · 全书 {percent}%
          </Trans>
        </p>
      }
      tools={
        onReadAloud && <ReaderTool icon="play" label={<Trans>朗读</Trans>} testId="read-aloud" onClick={onReadAloud} />
      }
      settings={<NovelSettingsPanel />}
    />
  );
}
