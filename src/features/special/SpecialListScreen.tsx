/** /special_column/special_list: editors' topics, each with a rail of its works; ?id= opens one. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Topic as TopicAnswer } from '../../core/contract/content';
import { usePagedList } from '../../queries/usePagedList';
import { fetchTopics, fetchTopicWorks } from '../../works/content.api';
import { ListFooter } from '../../works/ListFooter';
import styles from '../../works/ListScreen.module.css';
import { PagedWorkList } from '../../works/PagedWorkList';
import { GridSkeleton, LoadFailed } from '../../works/WorkList';
import { CoverRail, sectionStyles, WorkSection } from '../../works/WorkSection';

function Topic({ topic }: { topic: TopicAnswer }) {
  return (
    <WorkSection
      title={topic.title}
      more={
        <Link to="/special_column/special_list" search={{ id: topic.id }} className={sectionStyles.more}>
          <Trans>全部 {topic.work_count} 部</Trans>
        </Link>
      }
      testId="topic"
    >
      <p className={styles.lead}>{topic.description}</p>
      <CoverRail works={topic.works} />
    </WorkSection>
  );
}

function OneTopic({ id }: { id: number }) {
  const list = usePagedList(`topic:${id}`, (page, signal) => fetchTopicWorks(id, page, signal));
  return <PagedWorkList list={list} />;
}

export function SpecialListScreen({ id }: { id?: number }) {
  return id ? <OneTopic id={id} /> : <TopicList />;
}

function TopicList() {
  const { i18n } = useLingui();
  const topics = usePagedList('topics', fetchTopics);
  if (topics.initial) return <GridSkeleton />;
  if (topics.items.length === 0 && topics.failed) return <LoadFailed onRetry={() => void topics.reload()} />;
  return (
    <section className={styles.page} aria-label={i18n._(msg`专题`)}>
      {topics.items.map((topic) => (
        <Topic key={topic.id} topic={topic} />
      ))}
      <ListFooter list={topics as never} />
    </section>
  );
}
