/** A recharge pack or VIP plan, new or edited: price in yuan (stored in cents), gold and bonus or days, order, on/off. */
import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import type { PackageItem } from '../../../core/admin/answers';
import { PACKAGE_FIELDS } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { FormDialog } from '../../ui/FormDialog';
import { FormGrid, FormInput, FormSelect, FormSwitch } from '../../ui/FormFields';
import { toast } from '../../ui/toasts';
import { createPackage, editPackage, type PackageFields } from './prices.api';

const whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const PackageForm = v.object({
  ...PACKAGE_FIELDS,
  gold: whole,
  bonus: whole,
  days: whole,
  sort: whole,
  price_cents: v.number(),
  yuan: v.pipe(v.number(), v.minValue(0.01), v.maxValue(100_000)),
});

const BLANK: PackageFields = {
  type: 'gold',
  title: '',
  gold: 0,
  bonus: 0,
  days: 0,
  price_cents: 0,
  sort: 0,
  enabled: true,
};

export function PackageDialog({
  editing,
  onClose,
  onSaved,
}: {
  /** The package edited, `'new'` for a new one, null when closed. */
  editing: PackageItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const start = editing === 'new' || editing === null ? BLANK : editing;
  const form = useForm({
    defaultValues: { ...start, yuan: start.price_cents / 100 },
    validators: { onChange: PackageForm },
    onSubmit: async ({ value: { yuan, ...fields } }) => {
      const body = { ...fields, price_cents: Math.round(yuan * 100) };
      try {
        if (editing === 'new') await createPackage(body);
        else if (editing) {
          const { id: _id, ...rest } = body as PackageItem;
          await editPackage(editing.id, rest);
        }
        toast(t`已保存`);
        onSaved();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  const number = t`请输入 0 或更大的整数`;
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <FormDialog
      key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
      open={editing !== null}
      title={editing === 'new' ? t`新建套餐` : t`修改套餐`}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      busy={submitting}
    >
      <FormGrid>
        <form.Field name="type">
          {(field) => (
            <FormSelect
              field={field}
              label={t`类型`}
              problem={t`请选择类型`}
              choices={[
                { value: 'gold', label: t`金币充值包` },
                { value: 'vip', label: t`会员套餐` },
              ]}
            />
          )}
        </form.Field>
        <form.Field name="title">
          {(field) => <FormInput field={field} label={t`名称`} problem={t`请输入 1–40 字的名称`} />}
        </form.Field>
        <form.Field name="yuan">
          {(field) => (
            <FormInput field={field} numeric type="number" step="0.01" label={t`价格（元）`} problem={t`请输入价格`} />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.type}>
          {(type) =>
            type === 'gold' ? (
              <>
                <form.Field name="gold">
                  {(field) => <FormInput field={field} numeric type="number" label={t`金币`} problem={number} />}
                </form.Field>
                <form.Field name="bonus">
                  {(field) => <FormInput field={field} numeric type="number" label={t`赠送金币`} problem={number} />}
                </form.Field>
              </>
            ) : (
              <form.Field name="days">
                {(field) => <FormInput field={field} numeric type="number" label={t`会员天数`} problem={number} />}
              </form.Field>
            )
          }
        </form.Subscribe>
        <form.Field name="sort">
          {(field) => <FormInput field={field} numeric type="number" label={t`排序`} problem={number} />}
        </form.Field>
        <form.Field name="enabled">{(field) => <FormSwitch field={field} label={t`上架`} />}</form.Field>
      </FormGrid>
    </FormDialog>
  );
}
