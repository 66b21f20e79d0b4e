/** The packs of a screen (gold packs, VIP terms) as pressed / not pressed cards; skeletons while loading. */
import type { ReactNode } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import styles from './wallet.module.css';

export function PackPicker({
  label,
  packs,
  selected,
  onSelect,
  layout,
  testId,
  placeholders,
}: {
  label: string;
  /** undefined while loading. */
  packs: { id: number; content: ReactNode }[] | undefined;
  selected: number | undefined;
  onSelect: (id: number) => void;
  layout: 'packs' | 'terms';
  testId: string;
  placeholders: number;
}) {
  return (
    <fieldset className={styles[layout]}>
      <legend className="visually-hidden">{label}</legend>
      {packs
        ? packs.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={p.id === selected}
              className={layout === 'packs' ? styles.pack : styles.term}
              onClick={() => onSelect(p.id)}
              data-testid={testId}
            >
              {p.content}
            </button>
          ))
        : Array.from({ length: placeholders }, (_, i) => i).map((i) => (
            <Skeleton key={i} className={styles.packSkeleton} />
          ))}
    </fieldset>
  );
}
