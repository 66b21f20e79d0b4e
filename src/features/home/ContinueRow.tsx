/** "Continue reading": the works the reader opened last, straight back to where they stopped. */
import { Trans } from '@lingui/react/macro';
import type { HistoryEntry } from '../../reading/history';
import { WorkCover } from '../../works/WorkCover';
import styles from '../../works/WorkSection.module.css';

/** `recent`: the device's history, newest first (read with the home's answer: home.cache.ts). */
export function ContinueRow({ recent }: { recent: readonly HistoryEntry[] }) {
  if (recent.length === 0) return null;
  return (
    <section className={styles.section} data-testid="continue-row">
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Trans>继续阅读</Trans>
        </h2>
      </header>
      <div className={styles.rail}>
        {recent.map((entry) => (
          <WorkCover
            key={`${entry.work.kind}${entry.work.id}`}
            work={{ ...entry.work, latest_title: entry.chapter_title }}
          />
        ))}
      </div>
    </section>
  );
}
