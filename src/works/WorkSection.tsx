/**
 * A titled section of works — a home section, an editors' topic, a detail's related works — with
 * its header (title and an optional link to more), and the sideways rail of covers most of them show.
 */
import { memo, type ReactNode } from 'react';
import type { WorkCard } from '../core/contract/content';
import { WorkCover } from './WorkCover';
import styles from './WorkSection.module.css';

/** The section's classes, for the layouts other than a rail (grid, wide cards, ranking) and the more link. */
export { styles as sectionStyles };

export function WorkSection({
  title,
  more,
  children,
  testId,
}: {
  title: ReactNode;
  /** Beside the title: a link to the full list (styled with `sectionStyles.more`). */
  more?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {more}
      </header>
      {children}
    </section>
  );
}

/**
 * `eagerFirst`: the first cover is the screen's largest image (a home without banners). Drawn again
 * only for other works: a screen that redraws when the reader's state arrives (a detail's progress
 * and purchases) does not redraw its covers.
 */
export const CoverRail = memo(function CoverRail({
  works,
  eagerFirst = false,
}: {
  works: readonly WorkCard[];
  eagerFirst?: boolean;
}) {
  return (
    <div className={styles.rail}>
      {works.map((work, i) => (
        <WorkCover key={work.id} work={work} eager={eagerFirst && i === 0} />
      ))}
    </div>
  );
});
