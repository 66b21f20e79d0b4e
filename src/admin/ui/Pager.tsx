/** Paging under a table: where this page is among the total, previous and next, and the page size. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import styles from './Pager.module.css';

const SIZES = [20, 50, 100];

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number, pageSize: number) => void;
  label: string;
}

export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.count}>
        <Trans>
          {from}–{to}，共 {total} 条
        </Trans>
      </span>
      <label className={styles.size}>
        <span className="visually-hidden">{t`每页条数`}</span>
        <select value={pageSize} onChange={(event) => onPage(1, Number(event.target.value))}>
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {t`${size} 条/页`}
            </option>
          ))}
        </select>
      </label>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1, pageSize)}>
        {t`上一页`}
      </Button>
      <span className={styles.where}>
        {page} / {pages}
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1, pageSize)}>
        {t`下一页`}
      </Button>
    </nav>
  );
}
