/**
 * 作品: every work, paged and filtered by the server (search, kind, class, status, visibility),
 * sorted by the columns that sort. The filters and the page are the address's search.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ClassOption, Page, WorkListItem } from '../../../core/admin/answers';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { type Columns, DataTable, type Sort } from '../../ui/DataTable';
import { FilterBar, FilterSearch, FilterSelect } from '../../ui/Filters';
import { timeText } from '../../ui/format';
import { KIND_NAMES, STATUS_NAMES } from '../../ui/labels';
import { PageHeader } from '../../ui/PageHeader';
import { VisibilityBadge } from './VisibilityBadge';
import type { WorkListSearch } from './works.api';
import styles from './works.module.css';

export function WorkListScreen({
  search,
  data,
}: {
  search: WorkListSearch;
  data: { page: Page<WorkListItem>; classes: ClassOption[] };
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const go = (changes: Partial<WorkListSearch>) =>
    navigate({ to: '/works', search: { ...search, page: 1, ...changes } as WorkListSearch });

  const columns = useMemo<Columns<WorkListItem>>(
    () => [
      {
        id: 'title',
        header: t`作品`,
        enableSorting: true,
        accessorFn: (work) => work.title,
        cell: ({ row: { original: work } }) => (
          <Link to="/works/$workId" params={{ workId: String(work.id) }} className={styles.workCell}>
            <img src={`${work.cover}?w=120`} alt="" width={30} height={40} loading="lazy" className={styles.thumb} />
            <span className={styles.workText}>
              <span className={styles.workTitle}>{work.title}</span>
              <span className={styles.muted}>{work.author}</span>
            </span>
          </Link>
        ),
      },
      { id: 'id', header: 'ID', enableSorting: true, accessorFn: (work) => work.id },
      {
        id: 'kind',
        header: t`类型 · 分类`,
        enableSorting: false,
        cell: ({ row: { original: work } }) => `${i18n._(KIND_NAMES[work.kind])} · ${work.class_name}`,
      },
      {
        id: 'status',
        header: t`状态`,
        enableSorting: false,
        cell: ({ row: { original: work } }) => (
          <Badge tone={work.status === 'completed' ? 'neutral' : 'info'}>{i18n._(STATUS_NAMES[work.status])}</Badge>
        ),
      },
      {
        id: 'chapters',
        header: t`章节`,
        enableSorting: false,
        cell: ({ row: { original: work } }) => (
          <span className={styles.chapters}>
            {work.published_count}/{work.chapter_count}
            {work.scheduled_count > 0 && <Badge tone="warn">{t`定时 ${work.scheduled_count}`}</Badge>}
          </span>
        ),
      },
      {
        id: 'visibility',
        header: t`读者可见`,
        enableSorting: false,
        cell: ({ row: { original: work } }) => <VisibilityBadge work={work} />,
      },
      { id: 'views', header: t`阅读`, enableSorting: true, accessorFn: (work) => work.views.toLocaleString() },
      {
        id: 'updated',
        header: t`更新时间`,
        enableSorting: true,
        accessorFn: (work) => timeText(work.updated_at),
      },
    ],
    [t, i18n],
  );

  const classes = data.classes.filter((c) => !search.kind || c.kind === search.kind);

  return (
    <>
      <PageHeader
        title={t`作品`}
        sub={t`共 ${data.page.total} 部`}
        actions={
          <Link to="/works/new">
            <Button variant="primary" tabIndex={-1}>
              {t`新建作品`}
            </Button>
          </Link>
        }
      />
      <FilterBar>
        <FilterSearch
          value={search.q ?? ''}
          placeholder={t`标题、作者或 ID`}
          label={t`搜索作品`}
          button={t`搜索`}
          onSearch={(q) => go({ q: q || undefined })}
        />
        <FilterSelect
          aria-label={t`类型`}
          value={search.kind ?? ''}
          onChange={(e) => go({ kind: (e.target.value || undefined) as WorkListSearch['kind'], class_id: undefined })}
        >
          <option value="">{t`全部类型`}</option>
          {(['comic', 'novel', 'video'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_NAMES[kind])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          aria-label={t`分类`}
          value={search.class_id ?? ''}
          onChange={(e) => go({ class_id: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t`全部分类`}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {search.kind ? c.name : `${i18n._(KIND_NAMES[c.kind])} · ${c.name}`}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          aria-label={t`状态`}
          value={search.status ?? ''}
          onChange={(e) => go({ status: (e.target.value || undefined) as WorkListSearch['status'] })}
        >
          <option value="">{t`全部状态`}</option>
          <option value="ongoing">{i18n._(STATUS_NAMES.ongoing)}</option>
          <option value="completed">{i18n._(STATUS_NAMES.completed)}</option>
        </FilterSelect>
        <FilterSelect
          aria-label={t`读者可见`}
          value={search.visibility ?? ''}
          onChange={(e) => go({ visibility: (e.target.value || undefined) as WorkListSearch['visibility'] })}
        >
          <option value="">{t`全部可见性`}</option>
          <option value="shown">{t`读者可见`}</option>
          <option value="hidden">{t`已隐藏`}</option>
          <option value="draft">{t`未发布`}</option>
        </FilterSelect>
      </FilterBar>
      <DataTable
        caption={t`作品列表`}
        columns={columns}
        rows={data.page.items}
        total={data.page.total}
        page={search.page}
        pageSize={search.page_size}
        rowKey={(work) => String(work.id)}
        sort={{ id: search.sort, desc: search.order === 'desc' }}
        onSort={(sort: Sort | null) =>
          sort && go({ sort: sort.id as WorkListSearch['sort'], order: sort.desc ? 'desc' : 'asc' })
        }
        onPage={(page, pageSize) => go({ page, page_size: pageSize })}
        empty={t`没有符合条件的作品`}
        busy={loading}
      />
    </>
  );
}
