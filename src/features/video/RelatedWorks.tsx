/** Related videos, as a rail of covers under the episodes. */
import { Trans } from '@lingui/react/macro';
import type { WorkCard } from '../../core/contract/content';
import { CoverRail } from '../../works/WorkSection';
import styles from './VideoScreen.module.css';

export function RelatedWorks({ works }: { works: readonly WorkCard[] }) {
  return (
    <section className={styles.block} aria-labelledby="related-heading">
      <header className={styles.blockHeader}>
        <h2 id="related-heading">
          <Trans>相关推荐</Trans>
        </h2>
      </header>
      <CoverRail works={works} />
    </section>
  );
}
