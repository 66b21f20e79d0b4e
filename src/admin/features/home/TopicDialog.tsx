/** A topic's form in a dialog: its title, description and works in order (found with the picker). */
import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { TopicBody, type TopicItem } from '../../../core/admin/home';
import { errorText } from '../../api/errors';
import { Field, problemOf } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, FormInput, FormTextarea } from '../../ui/FormFields';
import { toast } from '../../ui/toasts';
import { createTopic, editTopic } from './home.api';
import { OrderedWorks } from './OrderedWorks';
import type { PickedWork } from './WorkPicker';

export function TopicDialog({
  topic,
  onSaved,
  onClose,
}: {
  topic: TopicItem | null;
  onSaved: (topic: TopicItem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [known, setKnown] = useState<PickedWork[]>(topic?.works ?? []);
  const form = useForm({
    defaultValues: {
      title: topic?.title ?? '',
      description: topic?.description ?? '',
      work_ids: topic?.works.map((w) => w.id) ?? [],
    },
    validators: { onChange: TopicBody },
    onSubmit: async ({ value }) => {
      try {
        const saved = await (topic ? editTopic(topic.id, value) : createTopic(value));
        toast(t`专题已保存`);
        onSaved(saved);
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  const titleOf = (id: number) => known.find((w) => w.id === id)?.title ?? `#${id}`;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      wide
      title={topic ? t`编辑专题` : t`新建专题`}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      busy={submitting}
      submitLabel={t`保存专题`}
    >
      <FormGrid>
        <form.Field name="title">
          {(field) => <FormInput field={field} label={t`专题名称`} problem={t`请输入 1–30 个字的名称`} />}
        </form.Field>
        <form.Field name="description">
          {(field) => <FormTextarea field={field} rows={2} wide label={t`简介`} problem={t`简介最多 200 个字`} />}
        </form.Field>
        <form.Field name="work_ids">
          {(field) => (
            <Field label={t`作品（按顺序显示）`} problem={problemOf(field, t`请至少选择一部作品`)} wide>
              {() => (
                <OrderedWorks
                  ids={field.state.value}
                  titleOf={titleOf}
                  onChange={field.handleChange}
                  onPick={(work) => setKnown((list) => [...list, work])}
                />
              )}
            </Field>
          )}
        </form.Field>
      </FormGrid>
    </FormDialog>
  );
}
