/**
 * Above the first chapter of the strip when there is one before it: its title and a button to
 * read it (from its last page, so that reading back feels continuous).
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ChapterContentAnswer } from '../../../core/contract/reading';
import styles from '../../../reading/reader-kit/ChapterCards.module.css';
import { Button } from '../../../ui/Button';
import type { ReaderSession, SessionState } from '../session/reader-session';

export function StartCard({
  content,
  state,
  session,
}: {
  content: ChapterContentAnswer;
  state: SessionState;
  session: ReaderSession;
}) {
  const prevId = content.prev_id;
  const prev = prevId === null ? null : state.slots.get(prevId);

  // Its title comes with its content. With auto-buy on, fetching a locked chapter buys it: not for a title.
  const mayBuy = content.auto_buy && !content.is_vip;
  useEffect(() => {
    if (!mayBuy) session.prefetch(prevId);
  }, [session, prevId, mayBuy]);

  if (prevId === null) return null;
  return (
    <div className={styles.start} data-testid="chapter-start">
      <p className={styles.label}>
        <Trans>上一话</Trans>
      </p>
      {prev?.status === 'ready' && <p className={styles.title}>{prev.content.chapter.title}</p>}
      <Button variant="ghost" data-reader-control onClick={() => void session.open(prevId, 'last')}>
        <Trans>阅读上一话</Trans>
      </Button>
    </div>
  );
}
