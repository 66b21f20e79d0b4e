/**
 * A home section's form in a dialog: its title, look and where its works come from — chosen ones
 * (found with the picker and put in order), a topic, or one of the lists the catalogue keeps.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import { type LayoutSection, SECTION_SOURCES, SECTION_STYLES } from '../../../core/home-layout';
import { Field, problemOf } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, FormInput, FormSelect } from '../../ui/FormFields';
import type { Channel } from './home.api';
import { OrderedWorks } from './OrderedWorks';
import { useSectionLabels } from './section-labels';
import type { PickedWork } from './WorkPicker';

/** The form's values: the section's, with its topic as a number (0: the first topic holding works of the channel). */
const SectionForm = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
    style: v.picklist(SECTION_STYLES),
    source: v.picklist(SECTION_SOURCES),
    work_ids: v.array(v.number()),
    topic: v.number(),
  }),
  v.forward(
    v.check((f) => f.source !== 'picks' || f.work_ids.length > 0),
    ['work_ids'],
  ),
);
type SectionFormValues = v.InferInput<typeof SectionForm>;

const blank: SectionFormValues = { title: '', style: 'rail', source: 'picks', work_ids: [], topic: 0 };

const formValues = (s: LayoutSection): SectionFormValues => ({
  title: s.title,
  style: s.style,
  source: s.source,
  work_ids: s.work_ids,
  topic: s.topic_id ?? 0,
});

/** Only a picks section keeps chosen works, only a topic section a topic. */
const toSection = (f: SectionFormValues, key: string): LayoutSection => ({
  key,
  title: f.title.trim(),
  style: f.style,
  source: f.source,
  work_ids: f.source === 'picks' ? f.work_ids : [],
  topic_id: f.source === 'topic' && f.topic > 0 ? f.topic : null,
});

export function SectionDialog({
  section,
  sectionKey,
  channel,
  topics,
  workTitle,
  onDone,
  onClose,
}: {
  section: LayoutSection | null;
  sectionKey: string;
  channel: Channel;
  topics: { id: number; title: string }[];
  workTitle: (id: number) => string | undefined;
  onDone: (section: LayoutSection, works: PickedWork[]) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const labels = useSectionLabels();
  const [picked, setPicked] = useState<PickedWork[]>([]);
  const form = useForm({
    defaultValues: section ? formValues(section) : blank,
    validators: { onChange: SectionForm },
    onSubmit: ({ value }) => onDone(toSection(value, section?.key ?? sectionKey), picked),
  });
  const titleOf = (id: number) => picked.find((w) => w.id === id)?.title ?? workTitle(id) ?? `#${id}`;
  return (
    <FormDialog
      wide
      title={section ? t`编辑栏目` : t`新建栏目`}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitLabel={t`确定`}
    >
      <FormGrid>
        <form.Field name="title">
          {(field) => <FormInput field={field} label={t`栏目名称`} problem={t`请输入 1–20 个字的名称`} />}
        </form.Field>
        <form.Field name="source">
          {(field) => <FormSelect field={field} label={t`作品来源`} problem={t`请选择`} choices={labels.sources} />}
        </form.Field>
        <form.Field name="style">
          {(field) => <FormSelect field={field} label={t`样式`} problem={t`请选择`} choices={labels.styles} />}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.source}>
          {(source) =>
            source === 'topic' ? (
              <form.Field name="topic">
                {(field) => (
                  <FormSelect
                    field={field}
                    label={t`专题`}
                    problem={t`请选择`}
                    choices={[
                      { value: 0, label: t`第一个有本频道作品的专题` },
                      ...topics.map((topic) => ({ value: topic.id, label: topic.title })),
                    ]}
                  />
                )}
              </form.Field>
            ) : source === 'picks' ? (
              <form.Field name="work_ids">
                {(field) => (
                  <Field label={t`作品（按顺序显示）`} problem={problemOf(field, t`请至少选择一部作品`)} wide>
                    {() => (
                      <OrderedWorks
                        ids={field.state.value as number[]}
                        titleOf={titleOf}
                        kind={channel}
                        onChange={field.handleChange}
                        onPick={(work) => setPicked((list) => [...list, work])}
                      />
                    )}
                  </Field>
                )}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
      </FormGrid>
    </FormDialog>
  );
}
