/** A work's information: create one, or edit it (its kind is then fixed). */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import type { ClassOption } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormActions, FormGrid, FormInput, FormSelect, FormTextarea } from '../../ui/FormFields';
import { KIND_NAMES, STATUS_NAMES, UPDATE_DAY_NAMES, UPDATE_DAYS } from '../../ui/labels';
import { Problem } from '../../ui/Problem';
import { WorkFormSchema, type WorkFormValues } from './work-form';

export interface WorkFormProps {
  initial: WorkFormValues;
  classes: ClassOption[];
  /** Editing: the kind stays. */
  kindFixed?: boolean;
  submitLabel: string;
  onSubmit: (values: WorkFormValues) => Promise<void>;
}

export function WorkForm({ initial, classes, kindFixed, submitLabel, onSubmit }: WorkFormProps) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: WorkFormSchema },
    onSubmit: async ({ value, formApi }) => {
      setProblem(null);
      try {
        await onSubmit(value);
        formApi.reset(value);
      } catch (error) {
        setProblem(errorText(i18n, error));
      }
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {problem && <Problem>{problem}</Problem>}
      <FormGrid>
        <form.Field name="title">
          {(field) => <FormInput field={field} label={t`标题`} problem={t`标题 1–80 个字`} wide />}
        </form.Field>
        <form.Field name="author">
          {(field) => <FormInput field={field} label={t`作者`} problem={t`作者 1–40 个字`} />}
        </form.Field>
        {!kindFixed && (
          <form.Field
            name="kind"
            listeners={{
              // A class belongs to one kind: the first of the new kind's.
              onChange: ({ value }) => {
                const first = classes.find((c) => c.kind === value);
                if (first) form.setFieldValue('class_id', first.id);
              },
            }}
          >
            {(field) => (
              <FormSelect
                field={field}
                label={t`类型`}
                problem={t`请选择类型`}
                choices={(['comic', 'novel', 'video'] as const).map((kind) => ({
                  value: kind,
                  label: i18n._(KIND_NAMES[kind]),
                }))}
              />
            )}
          </form.Field>
        )}
        <form.Subscribe selector={(state) => state.values.kind}>
          {(kind) => (
            <form.Field name="class_id">
              {(field) => (
                <FormSelect
                  field={field}
                  label={t`分类`}
                  problem={t`请选择分类`}
                  choices={classes.filter((c) => c.kind === kind).map((c) => ({ value: c.id, label: c.name }))}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <form.Field name="status">
          {(field) => (
            <FormSelect
              field={field}
              label={t`连载状态`}
              problem={t`请选择状态`}
              choices={(['ongoing', 'completed'] as const).map((status) => ({
                value: status,
                label: i18n._(STATUS_NAMES[status]),
              }))}
            />
          )}
        </form.Field>
        <form.Field name="update_weekday">
          {(field) => (
            <FormSelect
              field={field}
              label={t`更新日`}
              hint={t`当天出现在「今日更新」`}
              problem={t`请选择更新日`}
              choices={UPDATE_DAYS.map((day) => ({
                value: day,
                label: i18n._(UPDATE_DAY_NAMES[day]),
              }))}
            />
          )}
        </form.Field>
        <form.Field name="tags">
          {(field) => (
            <FormInput
              field={field}
              label={t`标签`}
              hint={t`用逗号分开，最多 8 个`}
              problem={t`最多 8 个标签，每个 1–12 个字`}
            />
          )}
        </form.Field>
        <form.Field name="free_until">
          {(field) => (
            <FormInput
              field={field}
              type="datetime-local"
              label={t`限时免费至（北京时间）`}
              hint={t`留空：不限免`}
              problem={t`请填写正确的时间`}
            />
          )}
        </form.Field>
        <form.Field name="description">
          {(field) => <FormTextarea field={field} label={t`简介`} problem={t`简介最多 2000 字`} wide />}
        </form.Field>
      </FormGrid>
      <FormActions>
        <form.Subscribe selector={(state) => [state.isSubmitting, state.isDirty] as const}>
          {([submitting, dirty]) => (
            <Button type="submit" variant="primary" busy={submitting} disabled={kindFixed && !dirty}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
      </FormActions>
    </form>
  );
}
