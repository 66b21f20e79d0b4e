/** 邀请规则: the site's invite rules as the owner wrote them (plain text, its line breaks kept); nothing when unset. */
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { site } from '../../state/site';
import styles from './InviteRules.module.css';

export function InviteRules() {
  const { values } = useSnapshot(site);
  const rules = values.invite_rules?.trim();
  if (!rules) return null;
  return (
    <section className={styles.rules} data-testid="invite-rules">
      <h2 className={styles.rulesTitle}>
        <Trans>邀请规则</Trans>
      </h2>
      <p className={styles.rulesText}>{rules}</p>
    </section>
  );
}
