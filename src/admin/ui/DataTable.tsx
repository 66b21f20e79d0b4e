/**
 * The console's table of a server's page (@tanstack/react-table): the rows of one page, the exact
 * total, sorting by the columns the server sorts by, and paging. The page, its size and the sort
 * live in the address (the route's search), so a table can be linked, reloaded and gone back to;
 * the table only asks for a change and the route loads the new page.
 */
import { useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styles from './DataTable.module.css';
import { Pager } from './Pager';
import tables from './Table.module.css';

export const tableKit = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type Columns<T extends RowData> = ColumnDef<typeof tableKit, T>[];

export interface Sort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** What the table lists, for screen readers. */
  caption: string;
  /** Stable (module scope or memoised): a column's id is the server's sort key where it sorts. */
  columns: Columns<T>;
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  rowKey: (row: T) => string;
  onPage: (page: number, pageSize: number) => void;
  sort?: Sort | null;
  onSort?: (sort: Sort | null) => void;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** A new page is on its way: the rows shown are the last page's. */
  busy?: boolean;
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { t } = useLingui();
  const sorting: SortingState = props.sort ? [props.sort] : [];
  const table = useTable({
    features: tableKit,
    columns: props.columns,
    data: props.rows,
    getRowId: props.rowKey,
    rowCount: props.total,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, pagination: { pageIndex: props.page - 1, pageSize: props.pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      props.onSort?.(next[0] ?? null);
    },
    onPaginationChange: () => {},
  });
  const rows = table.getRowModel().rows;
  return (
    <div className={styles.frame} aria-busy={props.busy || undefined}>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = !!props.onSort && header.column.getCanSort();
                  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sorter}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span className={styles.arrow} aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <div className={styles.empty}>{props.empty}</div>}
      </div>
      <Pager page={props.page} pageSize={props.pageSize} total={props.total} onPage={props.onPage} label={t`分页`} />
    </div>
  );
}
