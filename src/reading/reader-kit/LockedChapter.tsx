/**
 * A chapter this reader may not open yet: its opening paragraphs (the server's preview) fading
 * into a lock, with the price or the VIP offer and the button that opens the purchase sheet.
 */
import { Trans } from '@lingui/react/macro';
import type { ChapterContentAnswer } from '../../core/contract/reading';
import { ChapterText } from '../../features/novel/layout/ChapterText';
import styles from '../../features/novel/NovelReader.module.css';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

export function LockedChapter({ content, onUnlock }: { content: ChapterContentAnswer; onUnlock: () => void }) {
  const gold = content.chapter.access === 'gold';
  return (
    <section className={styles.locked} data-testid="novel-locked" data-chapter={content.chapter.id} lang="zh-CN">
      <div className={styles.preview} data-testid="novel-preview">
        <ChapterText title={content.chapter.title} text={content.preview} />
      </div>
      <div className={styles.lockCard}>
        <Icon name="lock" size={28} />
        <p className={styles.lockTitle}>{gold ? <Trans>本章需购买后阅读</Trans> : <Trans>本章为 VIP 专享</Trans>}</p>
        {gold && (
          <p className={styles.lockMeta}>
            <Trans>
              价格 {content.price} 金币 · 余额 {content.balance} 金币
            </Trans>
          </p>
        )}
        <Button onClick={onUnlock} data-testid="novel-unlock">
          {gold ? <Trans>购买本章</Trans> : <Trans>解锁本章</Trans>}
        </Button>
      </div>
    </section>
  );
}
