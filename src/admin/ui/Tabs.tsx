/**
 * A page's sections as tabs (the ARIA tabs pattern: arrow keys move between them). The page keeps
 * the chosen one in its address, so a reload or a link opens the same section.
 */
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** What the tabs choose between, for screen readers. */
  label: string;
  items: readonly TabItem<K>[];
  current: K;
  onSelect: (key: K) => void;
  /** The chosen section. */
  children: ReactNode;
}

export function Tabs<K extends string>({ label, items, current, onSelect, children }: TabsProps<K>) {
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    const next = items[(index + by + items.length) % items.length] as TabItem<K>;
    onSelect(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {items.map((item, index) => (
          <button
            key={item.key}
            id={`${id}-${item.key}`}
            type="button"
            role="tab"
            aria-selected={item.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </>
  );
}
