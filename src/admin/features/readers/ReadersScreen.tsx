/** 读者 (support): find a reader by UID, email, phone or nickname. */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Page, ReaderItem } from '../../../core/admin/answers';
import { Badge } from '../../ui/Badge';
import { type Columns, DataTable } from '../../ui/DataTable';
import { FilterBar, FilterSearch } from '../../ui/Filters';
import { timeText } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import type { ReadersSearch } from './readers.api';

export function ReadersScreen({ search, page }: { search: ReadersSearch; page: Page<ReaderItem> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const go = (changes: Partial<ReadersSearch>) =>
    navigate({ to: '/readers', search: { ...search, page: 1, ...changes } as ReadersSearch });
  const columns = useMemo<Columns<ReaderItem>>(
    () => [
      {
        id: 'uid',
        header: t`读者 ID`,
        cell: ({ row: { original: r } }) => (
          <Link to="/readers/$readerId" params={{ readerId: String(r.id) }}>
            {r.uid}
          </Link>
        ),
      },
      { id: 'nickname', header: t`昵称`, accessorFn: (r) => r.nickname },
      { id: 'email', header: t`邮箱`, accessorFn: (r) => r.email ?? '—' },
      { id: 'phone', header: t`手机号`, accessorFn: (r) => r.phone ?? '—' },
      { id: 'gold', header: t`金币`, accessorFn: (r) => r.gold },
      {
        id: 'state',
        header: t`状态`,
        cell: ({ row: { original: r } }) =>
          r.banned_at ? <Badge tone="danger">{t`已封禁`}</Badge> : <Badge tone="ok">{t`正常`}</Badge>,
      },
      { id: 'created', header: t`注册时间`, accessorFn: (r) => timeText(r.created_at) },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t`读者`} sub={t`共 ${page.total} 位`} />
      <FilterBar>
        <FilterSearch
          value={search.q ?? ''}
          placeholder={t`UID、邮箱、手机号或昵称`}
          label={t`查找读者`}
          button={t`查找`}
          onSearch={(q) => go({ q: q || undefined })}
        />
      </FilterBar>
      <DataTable
        caption={t`读者列表`}
        columns={columns}
        rows={page.items}
        total={page.total}
        page={search.page}
        pageSize={search.page_size}
        rowKey={(r) => String(r.id)}
        onPage={(p, size) => go({ page: p, page_size: size })}
        empty={t`没有找到读者`}
        busy={loading}
      />
    </>
  );
}
