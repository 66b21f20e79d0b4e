/** The channel's home sections in order, the special lists among them (today's update, limited free, completed, topics). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LayoutWork } from '../../../core/admin/home';
import type { LayoutSection } from '../../../core/home-layout';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/PageHeader';
import styles from './Home.module.css';
import type { Channel } from './home.api';
import { OrderButtons } from './OrderButtons';
import { moved, newKey } from './order';
import { SectionDialog } from './SectionDialog';
import { useSectionLabels } from './section-labels';

export function SectionsPanel({
  channel,
  sections,
  full,
  topics,
  workTitle,
  onChange,
}: {
  channel: Channel;
  sections: LayoutSection[];
  full: boolean;
  topics: { id: number; title: string }[];
  workTitle: (id: number) => string | undefined;
  onChange: (sections: LayoutSection[], works: LayoutWork[]) => void;
}) {
  const { t } = useLingui();
  const labels = useSectionLabels();
  const [editing, setEditing] = useState<LayoutSection | 'new' | null>(null);
  const detail = (s: LayoutSection) =>
    s.source === 'picks'
      ? t`${s.work_ids.length} 部作品`
      : s.source === 'topic'
        ? (topics.find((topic) => topic.id === s.topic_id)?.title ?? t`第一个专题`)
        : labels.source(s.source);
  return (
    <Panel
      title={t`首页栏目（${sections.length}）`}
      actions={
        <Button size="small" disabled={full} onClick={() => setEditing('new')}>
          {t`新建栏目`}
        </Button>
      }
    >
      <p className={styles.note}>
        {t`今日更新、限时免费、完结作品随作品的更新日、免费期和状态变化；专题、手选栏目的作品在这里选择和排序。空栏目不显示。`}
      </p>
      <ol className={styles.rows} aria-label={t`首页栏目`}>
        {sections.map((s, i) => (
          <li key={s.key}>
            <span className={styles.grow}>
              <strong>{s.title}</strong>
              <small>
                {detail(s)} · {labels.style(s.style)}
              </small>
            </span>
            <OrderButtons
              name={s.title}
              index={i}
              count={sections.length}
              onMove={(by) => onChange(moved(sections, i, by), [])}
              onEdit={() => setEditing(s)}
              onRemove={() =>
                onChange(
                  sections.filter((x) => x.key !== s.key),
                  [],
                )
              }
            />
          </li>
        ))}
        {sections.length === 0 && <li className={styles.none}>{t`没有栏目`}</li>}
      </ol>
      {editing !== null && (
        <SectionDialog
          section={editing === 'new' ? null : editing}
          sectionKey={newKey('s', sections)}
          channel={channel}
          topics={topics}
          workTitle={workTitle}
          onClose={() => setEditing(null)}
          onDone={(section, works) => {
            const next =
              editing === 'new' ? [...sections, section] : sections.map((x) => (x.key === section.key ? section : x));
            onChange(next, works);
            setEditing(null);
          }}
        />
      )}
    </Panel>
  );
}
