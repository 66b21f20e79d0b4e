/**
 * A chapter (or an episode) this reader may not open yet, one lock for the three readers: what it
 * costs or that it is VIP's, and the button that opens the purchase sheet. Behind the lock, what
 * the reader shows of it: the novel its opening paragraphs, the episode page its poster.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkKind } from '../../core/contract/content';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import styles from './LockedChapter.module.css';

interface LockWords {
  title: ReactNode;
  hint: ReactNode;
  action: ReactNode;
  testIds: { lock: string; unlock: string };
}

/** What the lock says, in each kind's own unit (话, 章, 集). */
function lockWords(kind: WorkKind, content: ChapterContentAnswer): LockWords {
  const gold = content.chapter.access === 'gold';
  switch (kind) {
    case 'comic':
      return {
        title: content.chapter.title,
        hint: gold ? <Trans>本话需 {content.price} 金币解锁</Trans> : <Trans>本话为 VIP 专享</Trans>,
        action: gold ? <Trans>购买本话</Trans> : <Trans>开通 VIP</Trans>,
        testIds: { lock: 'locked-chapter', unlock: 'unlock-chapter' },
      };
    case 'novel':
      return {
        title: gold ? <Trans>本章需购买后阅读</Trans> : <Trans>本章为 VIP 专享</Trans>,
        hint: gold && (
          <Trans>
            价格 {content.price} 金币 · 余额 {content.balance} 金币
          </Trans>
        ),
        action: gold ? <Trans>购买本章</Trans> : <Trans>解锁本章</Trans>,
        testIds: { lock: 'novel-locked', unlock: 'novel-unlock' },
      };
    case 'video':
      return {
        title: gold ? <Trans>本集需 {content.price} 金币解锁</Trans> : <Trans>本集为 VIP 专享</Trans>,
        hint: null,
        action: gold ? <Trans>解锁本集</Trans> : <Trans>开通 VIP 观看</Trans>,
        testIds: { lock: 'episode-locked', unlock: 'episode-unlock' },
      };
  }
}

export function LockedChapter({
  kind,
  content,
  onUnlock,
  behind,
}: {
  kind: WorkKind;
  content: ChapterContentAnswer;
  onUnlock: () => void;
  /** What shows behind (or above) the lock. */
  behind?: ReactNode;
}) {
  const words = lockWords(kind, content);
  return (
    <section
      className={styles.locked}
      data-kind={kind}
      data-testid={words.testIds.lock}
      data-chapter={content.chapter.id}
      lang={kind === 'novel' ? 'zh-CN' : undefined}
    >
      {behind}
      <div className={styles.card}>
        <span className={styles.badge}>
          <Icon name="lock" size={kind === 'comic' ? 32 : 28} />
        </span>
        <p className={styles.title}>{words.title}</p>
        {words.hint && <p className={styles.hint}>{words.hint}</p>}
        <Button onClick={onUnlock} data-reader-control data-testid={words.testIds.unlock}>
          {words.action}
        </Button>
      </div>
    </section>
  );
}
