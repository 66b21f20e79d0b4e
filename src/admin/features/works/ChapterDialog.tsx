/** Editing one chapter: title, free / VIP / gold and its price, when it is published (China time), hidden. */
import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import type { ChapterItem } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, FormInput, FormSelect, FormSwitch } from '../../ui/FormFields';
import { ACCESS_NAMES } from '../../ui/labels';
import { Problem } from '../../ui/Problem';
import styles from './ChapterTable.module.css';
import { ChapterFormSchema, chapterChanges, chapterValues, nowInput } from './chapter-form';
import { editChapter } from './works.api';

export function ChapterDialog({
  chapter,
  onClose,
  onSaved,
}: {
  chapter: ChapterItem;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    defaultValues: chapterValues(chapter),
    validators: { onChange: ChapterFormSchema },
    onSubmit: async ({ value }) => {
      setProblem(null);
      const changes = chapterChanges(chapter, value);
      try {
        if (Object.keys(changes).length > 0) await editChapter(chapter.id, changes);
        await onSaved();
      } catch (error) {
        setProblem(errorText(i18n, error));
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      title={t`编辑章节 · ${chapter.title}`}
      onClose={onClose}
      className={styles.dialogForm}
      onSubmit={() => void form.handleSubmit()}
      busy={submitting}
    >
      {problem && <Problem>{problem}</Problem>}
      <FormGrid>
        <form.Field name="title">
          {(field) => <FormInput field={field} label={t`章节标题`} problem={t`标题 1–80 个字`} wide />}
        </form.Field>
        <form.Field name="access">
          {(field) => (
            <FormSelect
              field={field}
              label={t`阅读权限`}
              problem={t`请选择`}
              choices={(['free', 'vip', 'gold'] as const).map((access) => ({
                value: access,
                label: i18n._(ACCESS_NAMES[access]),
              }))}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.access}>
          {(access) =>
            access === 'gold' && (
              <form.Field name="price">
                {(field) => (
                  <FormInput
                    field={field}
                    numeric
                    type="number"
                    min={1}
                    label={t`价格（金币）`}
                    problem={t`金币章节的价格至少为 1`}
                  />
                )}
              </form.Field>
            )
          }
        </form.Subscribe>
        <form.Field name="publish">
          {(field) => (
            <FormInput
              field={field}
              type="datetime-local"
              label={t`发布时间（北京时间）`}
              hint={
                <button type="button" className={styles.linkButton} onClick={() => field.handleChange(nowInput())}>
                  {t`设为现在`}
                </button>
              }
              problem={t`请填写正确的时间`}
            />
          )}
        </form.Field>
        <form.Field name="hidden">{(field) => <FormSwitch field={field} label={t`对读者隐藏`} />}</form.Field>
      </FormGrid>
      <p className={styles.note}>{t`发布时间在将来的章节，到时间前读者在任何地方都看不到；到点后自动出现。`}</p>
    </FormDialog>
  );
}
