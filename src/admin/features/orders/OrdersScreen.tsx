/** 订单: every reader's payment orders, newest first, filtered by status (finance and owners). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { OrderItem, Page } from '../../../core/admin/answers';
import { Badge } from '../../ui/Badge';
import { type Columns, DataTable } from '../../ui/DataTable';
import { FilterBar, FilterSelect } from '../../ui/Filters';
import { timeText, yuanText } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import type { OrdersSearch } from './orders.api';

const STATUS: Record<OrderItem['status'], [MessageDescriptor, 'ok' | 'warn' | 'neutral']> = {
  paid: [msg`已支付`, 'ok'],
  pending: [msg`待支付`, 'warn'],
  cancelled: [msg`已取消`, 'neutral'],
  expired: [msg`已过期`, 'neutral'],
};

export function OrdersScreen({ search, page }: { search: OrdersSearch; page: Page<OrderItem> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const go = (changes: Partial<OrdersSearch>) =>
    navigate({ to: '/orders', search: { ...search, page: 1, ...changes } as OrdersSearch });
  const columns = useMemo<Columns<OrderItem>>(
    () => [
      { id: 'order_no', header: t`订单号`, accessorFn: (order) => order.order_no },
      { id: 'reader', header: t`读者 ID`, accessorFn: (order) => order.reader_uid },
      { id: 'title', header: t`商品`, accessorFn: (order) => `${order.type === 'vip' ? 'VIP · ' : ''}${order.title}` },
      { id: 'amount', header: t`金额`, accessorFn: (order) => yuanText(order.amount_cents) },
      {
        id: 'status',
        header: t`状态`,
        cell: ({ row: { original: order } }) => {
          const [label, tone] = STATUS[order.status];
          return <Badge tone={tone}>{i18n._(label)}</Badge>;
        },
      },
      { id: 'provider', header: t`支付方式`, accessorFn: (order) => order.provider },
      { id: 'created', header: t`创建时间`, accessorFn: (order) => timeText(order.created_at) },
      {
        id: 'settled',
        header: t`完成时间`,
        accessorFn: (order) => (order.settled_at ? timeText(order.settled_at) : '—'),
      },
    ],
    [t, i18n],
  );
  return (
    <>
      <PageHeader title={t`订单`} sub={t`共 ${page.total} 笔 · 时间为北京时间`} />
      <FilterBar>
        <FilterSelect
          aria-label={t`状态`}
          value={search.status ?? ''}
          onChange={(event) => go({ status: (event.target.value || undefined) as OrdersSearch['status'] })}
        >
          <option value="">{t`全部状态`}</option>
          {(Object.keys(STATUS) as OrderItem['status'][]).map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS[status][0])}
            </option>
          ))}
        </FilterSelect>
      </FilterBar>
      <DataTable
        caption={t`订单列表`}
        columns={columns}
        rows={page.items}
        total={page.total}
        page={search.page}
        pageSize={search.page_size}
        rowKey={(order) => String(order.id)}
        onPage={(p, size) => go({ page: p, page_size: size })}
        empty={t`没有订单`}
        busy={loading}
      />
    </>
  );
}
