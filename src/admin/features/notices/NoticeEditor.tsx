/** A notice's form in a dialog, beside a phone frame that shows the draft as readers will get it. */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import type * as v from 'valibot';
import { NoticeBody } from '../../../core/admin/schemas';
import type { Notice } from '../../../core/contract/site';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormGrid, FormInput, FormSelect, FormTextarea } from '../../ui/FormFields';
import { toast } from '../../ui/toasts';
import styles from './Notices.module.css';
import { useNoticeLabels } from './notice-labels';
import { createNotice, editNotice, type NoticeFields, type NoticeItem } from './notices.api';
import { OverlayPhone } from './OverlayPhone';

const BLANK: v.InferInput<typeof NoticeBody> = {
  type: 1,
  title: '',
  content: '',
  show_frequency: 1,
  content_type: 1,
  sort: 0,
  enabled: true,
};

/** A saved notice's editable fields (the form's schema takes nothing else). */
const fieldsOf = ({ type, title, content, show_frequency, content_type, sort, enabled }: NoticeItem) => ({
  type,
  title,
  content,
  show_frequency,
  content_type,
  sort,
  enabled,
});

/** The draft as the reader's overlay takes a notice (an id of its own, never a saved one's). */
const draftNotice = (fields: v.InferInput<typeof NoticeBody>, id: number): Notice => ({
  id,
  type: fields.type,
  title: fields.title,
  content: fields.content,
  show_frequency: fields.show_frequency,
  content_type: Number(fields.content_type),
});

export function NoticeEditor({
  notice,
  onClose,
  onSaved,
}: {
  notice: NoticeItem | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const labels = useNoticeLabels();
  const form = useForm({
    defaultValues: notice ? fieldsOf(notice) : BLANK,
    validators: { onChange: NoticeBody },
    onSubmit: async ({ value }) => {
      const { type, title, content, show_frequency, content_type, sort, enabled } = value;
      const fields: NoticeFields = {
        type,
        title,
        content,
        show_frequency,
        content_type: Number(content_type),
        sort: Number(sort),
        enabled,
      };
      try {
        await (notice ? editNotice(notice.id, fields) : createNotice(fields));
        toast(t`已保存`);
        await onSaved();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  return (
    <Dialog
      open
      wide
      title={notice ? t`编辑公告` : t`新建公告`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t`取消`}</Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button variant="primary" busy={submitting} onClick={() => void form.handleSubmit()}>
                {t`保存`}
              </Button>
            )}
          </form.Subscribe>
        </>
      }
    >
      <div className={styles.layout}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <FormGrid>
            <form.Field name="title">
              {(field) => <FormInput field={field} label={t`标题`} problem={t`请输入 1–60 个字的标题`} wide />}
            </form.Field>
            <form.Field name="type">
              {(field) => <FormSelect field={field} label={t`类型`} problem={t`请选择类型`} choices={labels.types} />}
            </form.Field>
            <form.Field name="show_frequency">
              {(field) => (
                <FormSelect
                  field={field}
                  label={t`显示频率`}
                  problem={t`请选择显示频率`}
                  choices={labels.frequencies}
                />
              )}
            </form.Field>
            <form.Field name="sort">
              {(field) => (
                <FormInput
                  field={field}
                  numeric
                  type="number"
                  min={0}
                  max={9999}
                  label={t`排序`}
                  problem={t`请输入 0–9999 的整数`}
                />
              )}
            </form.Field>
            <form.Field name="content">
              {(field) => (
                <FormTextarea
                  field={field}
                  rows={8}
                  wide
                  label={t`内容`}
                  hint={t`文字或 HTML；读者端按同一规则过滤后显示，预览即读者所见。`}
                  problem={t`请输入内容`}
                />
              )}
            </form.Field>
          </FormGrid>
        </form>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <OverlayPhone notices={[draftNotice(values, notice?.id ?? 0)]} />}
        </form.Subscribe>
      </div>
    </Dialog>
  );
}
