/**
 * 价格与奖励 (finance): recharge packs and VIP plans, the welcome gold, the sign-in week's rewards
 * and the default chapter price. Readers get each change from their next request.
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { MoneySettings, PackageItem } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { FormActions, FormGrid, FormInput } from '../../ui/FormFields';
import { yuanText } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import { toast } from '../../ui/toasts';
import { PackageDialog } from './PackageDialog';
import { saveMoneySettings } from './prices.api';

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(100_000));
const SettingsForm = v.object({
  welcome_gold: whole(0),
  sign_in_rewards: v.pipe(v.array(whole(0)), v.length(7)),
  default_chapter_price: whole(1),
});

export function PricesScreen({ packages, settings }: { packages: PackageItem[]; settings: MoneySettings }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [editing, setEditing] = useState<PackageItem | 'new' | null>(null);
  const form = useForm({
    defaultValues: settings,
    validators: { onChange: SettingsForm },
    onSubmit: async ({ value }) => {
      try {
        await saveMoneySettings(value);
        toast(t`已保存，读者下次请求即生效`);
        await router.invalidate();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  const number = t`请输入 0 或更大的整数`;
  return (
    <>
      <PageHeader title={t`价格与奖励`} sub={t`改动在读者的下一次请求生效。`} />
      <Panel
        title={t`充值套餐与会员套餐`}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`新建套餐`}
          </Button>
        }
      >
        <PanelTable columns={[t`名称`, t`类型`, t`价格`, t`内容`, t`排序`, t`状态`]} actions={t`操作`}>
          {packages.map((pack) => (
            <tr key={pack.id}>
              <td>{pack.title}</td>
              <td>{pack.type === 'vip' ? t`会员` : t`金币`}</td>
              <td>{yuanText(pack.price_cents)}</td>
              <td>{pack.type === 'vip' ? t`${pack.days} 天` : t`${pack.gold} + 赠 ${pack.bonus} 金币`}</td>
              <td>{pack.sort}</td>
              <td>{pack.enabled ? <Badge tone="ok">{t`上架`}</Badge> : <Badge>{t`下架`}</Badge>}</td>
              <td>
                <Button size="small" onClick={() => setEditing(pack)}>
                  {t`修改`}
                </Button>
              </td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Panel title={t`新人礼包、签到与章节价格`}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <FormGrid>
            <form.Field name="welcome_gold">
              {(field) => (
                <FormInput
                  field={field}
                  numeric
                  type="number"
                  label={t`新人金币`}
                  hint={t`新游客到账的金币，0 为关闭`}
                  problem={number}
                />
              )}
            </form.Field>
            <form.Field name="default_chapter_price">
              {(field) => (
                <FormInput
                  field={field}
                  numeric
                  type="number"
                  label={t`默认章节价格（金币）`}
                  hint={t`章节改为金币章节时的初始价格`}
                  problem={t`请输入 1 或更大的整数`}
                />
              )}
            </form.Field>
            {settings.sign_in_rewards.map((_, day) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the week's seven days are fixed
              <form.Field key={day} name={`sign_in_rewards[${day}]`}>
                {(field) => (
                  <FormInput field={field} numeric type="number" label={t`签到第 ${day + 1} 天`} problem={number} />
                )}
              </form.Field>
            ))}
          </FormGrid>
          <FormActions>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" variant="primary" busy={submitting}>
                  {t`保存设置`}
                </Button>
              )}
            </form.Subscribe>
          </FormActions>
        </form>
      </Panel>
      <PackageDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void router.invalidate();
        }}
      />
    </>
  );
}
