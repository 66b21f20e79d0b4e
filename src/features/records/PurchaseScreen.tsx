/** 我的购买: the chapters the reader bought, grouped by work; a chapter opens in the reader. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PurchaseGroup } from '../../core/contract/growth';
import { usePagedList } from '../../queries/usePagedList';
import { boughtCountLabel } from '../../reading/read-labels';
import { comicReaderLink, episodeLink, novelReaderLink } from '../../reading/reader-link';
import { buttonClass } from '../../ui/Button';
import { LazyImage } from '../../ui/LazyImage';
import { detailLink } from '../../works/detail-link';
import { KIND_LABELS } from '../../works/labels';
import { COVER } from '../../works/WorkCover';
import { RecordList } from './RecordList';
import styles from './Records.module.css';
import { fetchPurchases } from './records.api';

const chapterLink = (kind: PurchaseGroup['work']['kind'], workId: number, chapterId: number) =>
  kind === 'comic'
    ? comicReaderLink(workId, chapterId)
    : kind === 'novel'
      ? novelReaderLink(workId, chapterId)
      : episodeLink(workId, chapterId);

function Group({ group }: { group: PurchaseGroup }) {
  const { i18n } = useLingui();
  const { work, chapters } = group;
  return (
    <li className={styles.group} data-testid="purchase-group" data-work-id={work.id}>
      <Link {...detailLink(work.kind, work.id)} className={styles.groupHead}>
        <div className={styles.cover}>
          <LazyImage src={work.cover} alt="" {...COVER} />
        </div>
        <div className={styles.main}>
          <span className={styles.name}>{work.title}</span>
          <span className={styles.meta}>
            {i18n._(KIND_LABELS[work.kind])} · {i18n._(boughtCountLabel(work.kind, chapters.length))}
          </span>
        </div>
      </Link>
      <ul className={styles.chapters}>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <Link
              {...chapterLink(work.kind, work.id, chapter.id)}
              className={styles.chapter}
              data-testid="purchased-chapter"
              data-chapter-id={chapter.id}
            >
              <span className={styles.chapterTitle}>{chapter.title}</span>
              <span className={styles.meta}>
                <Trans>{chapter.price} 金币</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PurchaseScreen() {
  const list = usePagedList('records:purchases', (page, signal) => fetchPurchases(page, signal));
  return (
    <RecordList
      list={list}
      testId="purchases"
      empty={{
        icon: 'book',
        title: <Trans>还没有购买过章节</Trans>,
        text: <Trans>用金币解锁的章节会按作品出现在这里，随时回来读。</Trans>,
        action: (
          <Link to="/" className={buttonClass()}>
            <Trans>去首页逛逛</Trans>
          </Link>
        ),
      }}
    >
      {(group) => <Group key={group.work.id} group={group} />}
    </RecordList>
  );
}
