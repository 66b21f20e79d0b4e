/**
 * 管理员 (owners): the operator accounts with their roles; add one (a one-time link, shown once, sets
 * its password), change a role, disable or enable, reset (a new link; the old password ends).
 */
import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import type { IssuedLink, OperatorItem } from '../../../core/admin/answers';
import { OPERATOR_ROLES, type OperatorRole } from '../../../core/admin/roles';
import { email, operatorRole } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormActions, FormGrid, FormInput, FormSelect } from '../../ui/FormFields';
import { timeText } from '../../ui/format';
import { ROLE_NAMES } from '../../ui/labels';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import { toast } from '../../ui/toasts';
import styles from './OperatorsScreen.module.css';
import { createOperator, editOperator, resetOperator } from './operators.api';

const NewOperator = v.object({ email, role: operatorRole });

export function OperatorsScreen({ operators, me }: { operators: OperatorItem[]; me: number }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [issued, setIssued] = useState<(IssuedLink & { email: string }) | null>(null);
  const roles = OPERATOR_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_NAMES[role]) }));
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast(done);
      await router.invalidate();
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  const form = useForm({
    defaultValues: { email: '', role: 'editor' as OperatorRole },
    validators: { onChange: NewOperator },
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await createOperator(value.email.trim(), value.role);
        setIssued({ ...created, email: created.operator.email });
        formApi.reset();
        await router.invalidate();
      } catch (error) {
        toast(errorText(i18n, error), 'error');
      }
    },
  });
  return (
    <>
      <PageHeader title={t`管理员`} sub={t`角色决定能打开的页面和能调用的接口。`} />
      <Panel title={t`添加管理员`}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <FormGrid>
            <form.Field name="email">
              {(field) => <FormInput field={field} type="email" label={t`邮箱`} problem={t`请输入正确的邮箱`} />}
            </form.Field>
            <form.Field name="role">
              {(field) => <FormSelect field={field} label={t`角色`} problem={t`请选择角色`} choices={roles} />}
            </form.Field>
          </FormGrid>
          <FormActions>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" variant="primary" busy={submitting}>
                  {t`添加并生成链接`}
                </Button>
              )}
            </form.Subscribe>
          </FormActions>
        </form>
      </Panel>
      <Panel title={t`全部管理员（${operators.length}）`}>
        <PanelTable columns={[t`邮箱`, t`角色`, t`状态`, t`创建时间`]} actions={t`操作`}>
          {operators.map((operator) => (
            <tr key={operator.id}>
              <td>{operator.email}</td>
              <td>
                <select
                  aria-label={t`${operator.email} 的角色`}
                  className={styles.select}
                  value={operator.role}
                  disabled={operator.id === me}
                  onChange={(event) =>
                    void act(
                      () => editOperator(operator.id, { role: event.target.value as OperatorRole }),
                      t`角色已修改`,
                    )
                  }
                >
                  {roles.map((role) => (
                    <option key={role.value} value={role.value}>
                      {role.label}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                {operator.disabled ? (
                  <Badge tone="danger">{t`已停用`}</Badge>
                ) : operator.password_set ? (
                  <Badge tone="ok">{t`正常`}</Badge>
                ) : (
                  <Badge tone="warn">{t`待设置密码`}</Badge>
                )}
              </td>
              <td>{timeText(operator.created_at)}</td>
              <td className={styles.actions}>
                {operator.id !== me && (
                  <>
                    <Button
                      size="small"
                      onClick={() =>
                        void act(
                          () => editOperator(operator.id, { disabled: !operator.disabled }),
                          operator.disabled ? t`已启用` : t`已停用`,
                        )
                      }
                    >
                      {operator.disabled ? t`启用` : t`停用`}
                    </Button>
                    <Button
                      size="small"
                      variant="quiet"
                      onClick={() =>
                        void act(async () => {
                          const link = await resetOperator(operator.id);
                          setIssued({ ...link, email: operator.email });
                        }, t`已重置`)
                      }
                    >
                      {t`重置密码`}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Dialog
        open={issued !== null}
        title={t`一次性链接`}
        onClose={() => setIssued(null)}
        actions={
          <Button variant="primary" onClick={() => setIssued(null)}>
            {t`完成`}
          </Button>
        }
      >
        {issued && (
          <div className={styles.issued}>
            <p>{t`把这个链接交给 ${issued.email}：打开后设置密码。有效期至 ${timeText(issued.expires_at)}（北京时间），只能使用一次，此后不再显示。`}</p>
            <input
              className={styles.link}
              readOnly
              value={issued.link}
              onFocus={(event) => event.target.select()}
              aria-label={t`链接`}
            />
            <Button
              size="small"
              onClick={() => void navigator.clipboard?.writeText(issued.link).then(() => toast(t`已复制`))}
            >
              {t`复制`}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}
