/** What the download sheet's choice comes to: how many chapters (and pages or running time), and what is left out and why. */
import { Trans } from '@lingui/react/macro';
import type { Chapter } from '../../core/contract/content';
import { clock } from '../../core/format';
import type { DownloadKind } from '../../core/offline/downloads';
import { Icon } from '../../ui/Icon';
import { ChapterCount } from '../download-labels';
import { type DownloadPlan, sizeOf } from './chapter-selection';
import styles from './DownloadSheet.module.css';

export function DownloadSummary({
  kind,
  going,
  plan,
}: {
  kind: DownloadKind;
  /** The chapters the choice starts downloading. */
  going: readonly Chapter[];
  plan: DownloadPlan;
}) {
  return (
    <div className={styles.summary} data-testid="download-summary" data-count={going.length}>
      <p className={styles.total}>
        {going.length > 0 ? (
          <>
            <Trans>
              将下载 <ChapterCount kind={kind} count={going.length} />
            </Trans>
            {kind === 'comic' && (
              <span className={styles.pages}>
                {' · '}
                <Trans>约 {sizeOf(going)} 页</Trans>
              </span>
            )}
            {kind === 'video' && (
              <span className={styles.pages}>
                {' · '}
                <Trans>时长 {clock(sizeOf(going))}</Trans>
              </span>
            )}
          </>
        ) : kind === 'video' ? (
          <Trans>没有可下载的剧集</Trans>
        ) : (
          <Trans>没有可下载的章节</Trans>
        )}
      </p>
      {plan.locked.length > 0 && (
        <p className={styles.note} data-testid="download-locked-hint">
          <Icon name="lock" size={14} />
          <span>
            <Trans>
              <ChapterCount kind={kind} count={plan.locked.length} /> 需购买后才能下载，已略过
            </Trans>
          </span>
        </p>
      )}
      {plan.held.length > 0 && (
        <p className={styles.note}>
          <Icon name="check" size={14} />
          <span>
            <Trans>
              <ChapterCount kind={kind} count={plan.held.length} /> 已下载或正在下载
            </Trans>
          </span>
        </p>
      )}
    </div>
  );
}
