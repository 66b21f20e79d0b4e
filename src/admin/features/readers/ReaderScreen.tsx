/**
 * One reader (support): profile, VIP, ban, agent status; gold adjusted with a reason, VIP granted,
 * sessions ended, ban and unban; the ledger with the balance after each row, sessions, devices,
 * latest purchases and orders.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { LedgerItem, Page, ReaderDetail } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { timeText, yuanText } from '../../ui/format';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import table from '../../ui/Table.module.css';
import { toast } from '../../ui/toasts';
import { ORDER_STATUS } from '../orders/order-status';
import { ReasonForm } from './ReasonForm';
import { adjustGold, ban, endSessions, grantVip, unban } from './readers.api';

export function ReaderScreen({ detail, ledger }: { detail: ReaderDetail; ledger: Page<LedgerItem> }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const r = detail.reader;
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast(done);
      await router.invalidate();
      return true;
    } catch (error) {
      toast(errorText(i18n, error), 'error');
      return false;
    }
  };
  const vip = r.vip_expire_time > Date.now() / 1000;
  return (
    <>
      <PageHeader title={`${r.nickname} · ${r.uid}`} sub={r.banned_at ? t`已封禁：${r.ban_reason ?? ''}` : undefined} />
      <Panel title={t`资料`}>
        <dl className={table.facts} data-testid="reader-facts">
          <dt>{t`金币`}</dt>
          <dd data-testid="reader-gold">{r.gold}</dd>
          <dt>{t`会员`}</dt>
          <dd>{vip ? t`至 ${timeText(r.vip_expire_time)}` : t`否`}</dd>
          <dt>{t`邮箱`}</dt>
          <dd>{r.email ?? '—'}</dd>
          <dt>{t`手机号`}</dt>
          <dd>{r.phone ?? '—'}</dd>
          <dt>{t`代理`}</dt>
          <dd>{r.agent_status}</dd>
          <dt>{t`注册时间`}</dt>
          <dd>{timeText(r.created_at)}</dd>
          <dt>{t`状态`}</dt>
          <dd>{r.banned_at ? <Badge tone="danger">{t`已封禁`}</Badge> : <Badge tone="ok">{t`正常`}</Badge>}</dd>
        </dl>
      </Panel>
      <Panel title={t`调整金币`}>
        <ReasonForm
          amountLabel={t`金币（负数为扣除）`}
          submit={t`调整金币`}
          onSubmit={(reason, delta) => act(() => adjustGold(r.id, delta, reason), t`金币已调整`)}
        />
      </Panel>
      <Panel title={t`赠送会员`}>
        <ReasonForm
          amountLabel={t`天数`}
          submit={t`赠送会员`}
          onSubmit={(reason, days) => act(() => grantVip(r.id, days, reason), t`会员已延长`)}
        />
      </Panel>
      <Panel
        title={t`登录与封禁（${detail.sessions.length} 个登录）`}
        actions={<Button onClick={() => void act(() => endSessions(r.id), t`登录已结束`)}>{t`结束全部登录`}</Button>}
      >
        {r.banned_at ? (
          <Button onClick={() => void act(() => unban(r.id), t`已解除封禁`)}>{t`解除封禁`}</Button>
        ) : (
          <ReasonForm submit={t`封禁`} danger onSubmit={(reason) => act(() => ban(r.id, reason), t`已封禁`)} />
        )}
      </Panel>
      <Panel title={t`金币明细（共 ${ledger.total} 条）`}>
        <PanelTable columns={[t`时间`, t`类型`, t`变动`, t`余额`, t`说明`]} data-testid="reader-ledger">
          {ledger.items.map((row) => (
            <tr key={row.id}>
              <td>{timeText(row.created_at)}</td>
              <td>{row.reason}</td>
              <td>{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
              <td>{row.balance}</td>
              <td>{row.note ?? row.ref ?? ''}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Panel title={t`最近订单`}>
        <PanelTable>
          {detail.orders.map((order) => (
            <tr key={order.id}>
              <td>{order.order_no}</td>
              <td>{order.title}</td>
              <td>{yuanText(order.amount_cents)}</td>
              <td>{i18n._(ORDER_STATUS[order.status][0])}</td>
              <td>{timeText(order.created_at)}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Panel title={t`最近购买`}>
        <PanelTable>
          {detail.purchases.map((p) => (
            <tr key={`${p.created_at}-${p.chapter_title}-${p.work_title}`}>
              <td>{p.work_title}</td>
              <td>{p.chapter_title}</td>
              <td>{p.price}</td>
              <td>{timeText(p.created_at)}</td>
            </tr>
          ))}
        </PanelTable>
      </Panel>
      <Panel title={t`设备`}>
        <ul>
          {detail.devices.map((d) => (
            <li key={`${d.created_at}-${d.client_version}`}>
              {d.client_version} · {timeText(d.seen_at)}
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
