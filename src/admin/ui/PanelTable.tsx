/**
 * A small table inside a panel (packs, apps, notices, operators, a reader's ledger…): edge to edge
 * of the panel and scrolling sideways on a phone. The paged, sortable lists use DataTable instead.
 */
import type { ReactNode, TableHTMLAttributes } from 'react';
import table from './Table.module.css';

export interface Column {
  label: string;
  className?: string;
}

export interface PanelTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The column heads, in order; none for a short list whose cells say what they are. */
  columns?: ReadonlyArray<string | Column>;
  /** The head of a last column of row actions: read out, not shown (the buttons say what they do). */
  actions?: string;
  /** Told to assistive technology only, as the table's caption. */
  caption?: string;
  /** A change of its rows is on the way. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

export function PanelTable({ columns, actions, caption, busy, children, ...rest }: PanelTableProps) {
  return (
    <div className={`${table.scroll} ${table.inPanel}`} aria-busy={busy || undefined}>
      <table className={table.table} {...rest}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns.map((column) => {
                const { label, className } = typeof column === 'string' ? { label: column } : column;
                return (
                  <th key={label} scope="col" className={className}>
                    {label}
                  </th>
                );
              })}
              {actions && (
                <th scope="col">
                  <span className="visually-hidden">{actions}</span>
                </th>
              )}
            </tr>
          </thead>
        )}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
