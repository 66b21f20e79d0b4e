/**
 * Topics (专题), shared by every channel: the topic list readers page through and what topic
 * sections show. Saved at once, each change on its own (the preview shows them once saved).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TopicItem } from '../../../core/admin/home';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import styles from './Home.module.css';
import { deleteTopic, orderTopics } from './home.api';
import { OrderButtons } from './OrderButtons';
import { moved } from './order';
import { TopicDialog } from './TopicDialog';

export function TopicsPanel({ topics, onChange }: { topics: TopicItem[]; onChange: (topics: TopicItem[]) => void }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<TopicItem | 'new' | null>(null);
  const act = async (action: () => Promise<TopicItem[]>, done: string) => {
    try {
      onChange(await action());
      toast(done);
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  return (
    <Panel
      title={t`专题（${topics.length}）`}
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          {t`新建专题`}
        </Button>
      }
    >
      <p className={styles.note}>{t`所有频道共用，修改后立即保存；专题栏目显示其中本频道的作品。`}</p>
      <ol className={styles.rows} aria-label={t`专题`}>
        {topics.map((topic, i) => (
          <li key={topic.id}>
            <span className={styles.grow}>
              <strong>{topic.title}</strong>
              <small>{t`${topic.works.length} 部作品`}</small>
            </span>
            <OrderButtons
              name={topic.title}
              index={i}
              count={topics.length}
              onMove={(by) => void act(() => orderTopics(moved(topics, i, by).map((x) => x.id)), t`顺序已保存`)}
              onEdit={() => setEditing(topic)}
              onRemove={() =>
                confirm(t`删除专题“${topic.title}”？`) &&
                void act(async () => {
                  await deleteTopic(topic.id);
                  return topics.filter((x) => x.id !== topic.id);
                }, t`已删除`)
              }
            />
          </li>
        ))}
        {topics.length === 0 && <li className={styles.none}>{t`没有专题`}</li>}
      </ol>
      {editing !== null && (
        <TopicDialog
          topic={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            onChange(editing === 'new' ? [...topics, saved] : topics.map((x) => (x.id === saved.id ? saved : x)));
            setEditing(null);
          }}
        />
      )}
    </Panel>
  );
}
