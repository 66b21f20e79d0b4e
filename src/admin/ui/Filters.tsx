/** The row of filters over a table: a search box and selects, wrapping on a phone. */
import type { FormEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { Button } from './Button';
import styles from './Filters.module.css';

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}

export function FilterSelect(props: SelectHTMLAttributes<HTMLSelectElement> & { 'aria-label': string }) {
  return <select {...props} className={styles.filter} />;
}

/** A search box that applies on Enter or its button. */
export function FilterSearch({
  value,
  placeholder,
  label,
  button,
  onSearch,
}: {
  value: string;
  placeholder: string;
  label: string;
  button: string;
  onSearch: (text: string) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form className={styles.search} onSubmit={submit}>
      <input
        name="q"
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        aria-label={label}
        className={styles.filter}
      />
      <Button type="submit">{button}</Button>
    </form>
  );
}
