/**
 * 操作日志: every change operators made, newest first, with who, what, the target, the fields as
 * they were and as they became, when (China time) and from where; filtered by operator, action
 * and target.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AuditEntry, Page } from '../../../core/admin/answers';
import type { AuditAction } from '../../../core/admin/audit-actions';
import { type Columns, DataTable } from '../../ui/DataTable';
import { FilterBar, FilterSearch, FilterSelect } from '../../ui/Filters';
import { timeText } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import styles from './AuditScreen.module.css';
import { ACTION_GROUPS, ACTION_NAMES, TARGET_NAMES } from './action-names';
import type { AuditSearch } from './audit.api';

function Fields({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className={styles.none}>—</span>;
  return (
    <dl className={styles.fields}>
      {Object.entries(value as Record<string, unknown>).map(([key, field]) => (
        <div key={key} className={styles.fieldRow}>
          <dt>{key}</dt>
          <dd>{typeof field === 'string' ? field : JSON.stringify(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditScreen({ search, page }: { search: AuditSearch; page: Page<AuditEntry> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const go = (changes: Partial<AuditSearch>) =>
    navigate({ to: '/audit', search: { ...search, page: 1, ...changes } as AuditSearch });
  const columns = useMemo<Columns<AuditEntry>>(
    () => [
      { id: 'time', header: t`时间（北京时间）`, accessorFn: (entry) => timeText(entry.created_at) },
      { id: 'operator', header: t`操作人`, accessorFn: (entry) => entry.operator_email },
      {
        id: 'action',
        header: t`操作`,
        cell: ({ row: { original: entry } }) => {
          const name = ACTION_NAMES[entry.action as AuditAction];
          return (
            <span className={styles.action}>
              {name && <span>{i18n._(name)}</span>}
              <code className={styles.code}>{entry.action}</code>
            </span>
          );
        },
      },
      {
        id: 'target',
        header: t`对象`,
        cell: ({ row: { original: entry } }) => {
          const type = TARGET_NAMES[entry.target_type as keyof typeof TARGET_NAMES];
          const text = `${type ? i18n._(type) : entry.target_type} #${entry.target_id}`;
          return entry.target_type === 'work' && entry.action !== 'work.delete' ? (
            <Link to="/works/$workId" params={{ workId: entry.target_id }}>
              {text}
            </Link>
          ) : (
            text
          );
        },
      },
      { id: 'before', header: t`修改前`, cell: ({ row: { original: entry } }) => <Fields value={entry.before} /> },
      { id: 'after', header: t`修改后`, cell: ({ row: { original: entry } }) => <Fields value={entry.after} /> },
      { id: 'address', header: t`地址`, accessorFn: (entry) => entry.address },
    ],
    [t, i18n],
  );
  return (
    <>
      <PageHeader title={t`操作日志`} sub={t`共 ${page.total} 条 · 只增不改`} />
      <FilterBar>
        <FilterSearch
          value={search.operator ?? ''}
          placeholder={t`操作人邮箱`}
          label={t`按操作人筛选`}
          button={t`筛选`}
          onSearch={(operator) => go({ operator: operator || undefined })}
        />
        <FilterSelect
          aria-label={t`操作`}
          value={search.action ?? ''}
          onChange={(event) => go({ action: event.target.value || undefined })}
        >
          <option value="">{t`全部操作`}</option>
          {Object.entries(ACTION_GROUPS).map(([action, name]) => (
            <option key={action} value={action}>
              {i18n._(name)} · {action}*
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          aria-label={t`对象`}
          value={search.target_type ?? ''}
          onChange={(event) => go({ target_type: event.target.value || undefined, target_id: undefined })}
        >
          <option value="">{t`全部对象`}</option>
          {Object.entries(TARGET_NAMES).map(([type, name]) => (
            <option key={type} value={type}>
              {i18n._(name)}
            </option>
          ))}
        </FilterSelect>
      </FilterBar>
      <DataTable
        caption={t`操作日志`}
        columns={columns}
        rows={page.items}
        total={page.total}
        page={search.page}
        pageSize={search.page_size}
        rowKey={(entry) => String(entry.id)}
        onPage={(p, size) => go({ page: p, page_size: size })}
        empty={t`没有记录`}
        busy={loading}
      />
    </>
  );
}
