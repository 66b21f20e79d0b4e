/** 我的分享's list: how many readers joined with my code, and who, newest first (paged). */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { usePagedList } from '../../queries/usePagedList';
import { Skeleton } from '../../ui/Skeleton';
import { ListFooter } from '../../works/ListFooter';
import { fetchInvitees } from './growth.api';
import styles from './Invitees.module.css';

export function Invitees() {
  const { i18n } = useLingui();
  const [total, setTotal] = useState<number | null>(null);
  const list = usePagedList(
    'invitees',
    (page, signal) => fetchInvitees(page, signal),
    (answer) => setTotal(answer.total),
  );

  return (
    <section className={styles.section} aria-labelledby="invitees-title">
      <header className={styles.sectionHead}>
        <h2 id="invitees-title" className={styles.sectionTitle}>
          <Trans>我邀请的好友</Trans>
        </h2>
        <span className={styles.count} data-testid="invitee-count">
          {total === null ? (
            <Skeleton style={{ width: 64, height: 18 }} />
          ) : (
            <Trans>
              已邀请 <strong>{total}</strong> 人
            </Trans>
          )}
        </span>
      </header>
      {list.initial ? (
        <Skeleton style={{ height: 56, margin: '0 16px 16px' }} />
      ) : list.items.length === 0 ? (
        list.failed ? (
          <button type="button" className={styles.none} onClick={() => void list.reload()}>
            <Trans>加载失败，点击重试</Trans>
          </button>
        ) : (
          <p className={styles.none}>
            <Trans>还没有好友通过你的邀请加入，快把海报发给好友吧。</Trans>
          </p>
        )
      ) : (
        <>
          <ul className={styles.invitees} data-testid="invitees">
            {list.items.map((invitee, i) => (
              // Invitees carry no id of theirs on the wire (only what a referrer may see).
              // biome-ignore lint/suspicious/noArrayIndexKey: a list only ever appended to
              <li key={i} className={styles.invitee} data-testid="invitee">
                <span className={styles.avatar} aria-hidden="true">
                  {[...invitee.nickname][0] ?? '?'}
                </span>
                <span className={styles.inviteeName}>{invitee.nickname}</span>
                <time className={styles.inviteeTime} dateTime={new Date(invitee.joined_at * 1000).toISOString()}>
                  {i18n.date(new Date(invitee.joined_at * 1000), { year: 'numeric', month: '2-digit', day: '2-digit' })}
                </time>
              </li>
            ))}
          </ul>
          <ListFooter list={list} />
        </>
      )}
    </section>
  );
}
