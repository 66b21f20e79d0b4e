/**
 * 订单: every reader's payment orders, newest first, filtered by status, China dates, reader and
 * provider (finance and owners); the filtered list as CSV; an order opens with its provider's
 * events and, when paid, the refund form.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { OrderDetail, OrderItem, Page } from '../../../core/admin/answers';
import { ORDER_STATUSES } from '../../../core/admin/schemas';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { type Columns, DataTable } from '../../ui/DataTable';
import { FilterBar, FilterSearch, FilterSelect } from '../../ui/Filters';
import filters from '../../ui/Filters.module.css';
import { timeText, yuanText } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import { OrderDialog } from './OrderDialog';
import { ORDER_STATUS } from './order-status';
import { loadOrder, type OrdersSearch, ordersCsvHref } from './orders.api';

export function OrdersScreen({ search, page }: { search: OrdersSearch; page: Page<OrderItem> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [open, setOpen] = useState<OrderDetail | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const go = (changes: Partial<OrdersSearch>) =>
    navigate({ to: '/orders', search: { ...search, page: 1, ...changes } as OrdersSearch });
  useEffect(() => {
    if (opening === null) return;
    loadOrder(opening).then(setOpen, (error) => toast(errorText(i18n, error), 'error'));
    setOpening(null);
  }, [opening, i18n]);
  const columns = useMemo<Columns<OrderItem>>(
    () => [
      {
        id: 'order_no',
        header: t`订单号`,
        cell: ({ row: { original: order } }) => (
          <button type="button" className={filters.link} onClick={() => setOpening(order.id)}>
            {order.order_no}
          </button>
        ),
      },
      { id: 'reader', header: t`读者 ID`, accessorFn: (order) => order.reader_uid },
      { id: 'title', header: t`商品`, accessorFn: (order) => `${order.type === 'vip' ? 'VIP · ' : ''}${order.title}` },
      { id: 'amount', header: t`金额`, accessorFn: (order) => yuanText(order.amount_cents) },
      {
        id: 'status',
        header: t`状态`,
        cell: ({ row: { original: order } }) => {
          const [label, tone] = ORDER_STATUS[order.status];
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
      <PageHeader
        title={t`订单`}
        sub={t`共 ${page.total} 笔 · 时间为北京时间`}
        actions={
          <a className={filters.action} href={ordersCsvHref(search)} download>
            {t`导出 CSV`}
          </a>
        }
      />
      <FilterBar>
        <FilterSelect
          aria-label={t`状态`}
          value={search.status ?? ''}
          onChange={(event) => go({ status: (event.target.value || undefined) as OrdersSearch['status'] })}
        >
          <option value="">{t`全部状态`}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(ORDER_STATUS[status][0])}
            </option>
          ))}
        </FilterSelect>
        <input
          type="date"
          className={filters.filter}
          aria-label={t`开始日期`}
          value={search.from ?? ''}
          onChange={(event) => go({ from: event.target.value || undefined })}
        />
        <input
          type="date"
          className={filters.filter}
          aria-label={t`结束日期`}
          value={search.to ?? ''}
          onChange={(event) => go({ to: event.target.value || undefined })}
        />
        <FilterSelect
          aria-label={t`支付方式`}
          value={search.provider ?? ''}
          onChange={(event) => go({ provider: event.target.value || undefined })}
        >
          <option value="">{t`全部支付方式`}</option>
          <option value="sandbox">sandbox</option>
        </FilterSelect>
        <FilterSearch
          value={search.reader ?? ''}
          placeholder={t`读者 ID`}
          label={t`按读者 ID 筛选`}
          button={t`筛选`}
          onSearch={(reader) => go({ reader: reader || undefined })}
        />
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
      <OrderDialog
        detail={open}
        onClose={() => setOpen(null)}
        onRefunded={(detail) => {
          setOpen(detail);
          void router.invalidate();
        }}
      />
    </>
  );
}
