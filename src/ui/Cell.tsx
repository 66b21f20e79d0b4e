/** Grouped list rows, the settings-style list of every Chinese reader app. */
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './Cell.module.css';
import { Icon, type IconName } from './Icon';

export function CellGroup({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.group}>
      {title && <h2 className={styles.groupTitle}>{title}</h2>}
      <div className={styles.cells}>{children}</div>
    </section>
  );
}

interface CellBody {
  icon?: IconName;
  label: ReactNode;
  value?: ReactNode;
}

function Body({ icon, label, value, arrow }: CellBody & { arrow: boolean }) {
  return (
    <>
      {icon && <Icon name={icon} size={20} className={styles.icon} />}
      <span className={styles.label}>{label}</span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {arrow && <Icon name="chevron" size={16} className={styles.arrow} />}
    </>
  );
}

export function LinkCell({ to, ...body }: CellBody & { to: LinkProps['to'] }) {
  return (
    <Link to={to} className={styles.cell}>
      <Body {...body} arrow />
    </Link>
  );
}

export function ButtonCell({ onClick, danger, ...body }: CellBody & { onClick: () => void; danger?: boolean }) {
  return (
    <button type="button" onClick={onClick} className={danger ? `${styles.cell} ${styles.danger}` : styles.cell}>
      <Body {...body} arrow={!danger} />
    </button>
  );
}

export function Cell({ children, ...body }: CellBody & { children?: ReactNode }) {
  return (
    <div className={styles.cell}>
      <Body {...body} arrow={false} />
      {children}
    </div>
  );
}
