/**
 * How a chapter can be opened, as a small mark: free, limited free, VIP, a price in gold — or ✓ once
 * this reader bought it, and VIP 畅读 on a VIP chapter while the reader is a VIP.
 */
import { Trans } from '@lingui/react/macro';
import type { Chapter } from '../core/contract/content';
import { Icon } from '../ui/Icon';
import styles from './AccessMark.module.css';

export function AccessMark({
  chapter,
  purchased = false,
  vip = false,
}: {
  chapter: Chapter;
  purchased?: boolean;
  /** The reader is a VIP now: VIP chapters are open to them. */
  vip?: boolean;
}) {
  if (purchased && chapter.access !== 'free')
    return (
      <span className={`${styles.mark} ${styles.bought}`} data-mark="purchased">
        <Icon name="check" size={12} />
        <Trans>已购</Trans>
      </span>
    );
  switch (chapter.access) {
    case 'free':
      return (
        <span className={`${styles.mark} ${styles.free}`} data-mark="free">
          <Trans>免费</Trans>
        </span>
      );
    case 'limited_free':
      return (
        <span className={`${styles.mark} ${styles.limited}`} data-mark="limited_free">
          <Trans>限免</Trans>
        </span>
      );
    case 'vip':
      if (vip)
        return (
          <span className={`${styles.mark} ${styles.vip} ${styles.open}`} data-mark="vip-open">
            <Icon name="check" size={12} />
            <Trans>VIP 畅读</Trans>
          </span>
        );
      return (
        <span className={`${styles.mark} ${styles.vip}`} data-mark="vip">
          VIP
        </span>
      );
    case 'gold':
      return (
        <span className={`${styles.mark} ${styles.gold}`} data-mark="gold">
          <Icon name="coin" size={12} />
          <Trans>{chapter.price} 金币</Trans>
        </span>
      );
  }
}
