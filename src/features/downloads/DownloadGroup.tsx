/**
 * A work on the downloads screen: its cover, title, chapter count and size, pause / resume for all
 * its chapters, and the chapters themselves. In edit mode its check selects every chapter of it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatBytes, recordKey, type WorkDownloads } from '../../offline/download-groups';
import { ChapterCount } from '../../offline/download-labels';
import { CheckCircle } from '../../ui/CheckCircle';
import { Icon } from '../../ui/Icon';
import { LazyImage } from '../../ui/LazyImage';
import { COVER_SIZES, coverSources } from '../../works/cover-sources';
import { detailLink } from '../../works/detail-link';
import { COVER } from '../../works/WorkCover';
import styles from './DownloadGroup.module.css';
import { DownloadRow, type RowActions } from './DownloadRow';
import rowStyles from './DownloadRow.module.css';

/** Pause what is running, else resume what is paused or failed: of a work, or (`all`) of everything. */
export function PauseResume({
  running,
  onPause,
  onResume,
  all = false,
}: {
  running: boolean;
  onPause: () => void;
  onResume: () => void;
  all?: boolean;
}) {
  const scope = all ? 'all' : 'group';
  return (
    <button
      type="button"
      className={styles.pill}
      onClick={running ? onPause : onResume}
      data-testid={`download-${scope}-${running ? 'pause' : 'resume'}`}
    >
      <Icon name={running ? 'pause' : 'play'} size={14} />
      {running ? (
        all ? (
          <Trans>全部暂停</Trans>
        ) : (
          <Trans>暂停</Trans>
        )
      ) : all ? (
        <Trans>全部开始</Trans>
      ) : (
        <Trans>继续</Trans>
      )}
    </button>
  );
}

export function DownloadGroup({
  group,
  editing,
  selected,
  onSelect,
  onSelectMany,
  actions,
}: {
  group: WorkDownloads;
  editing: boolean;
  selected: ReadonlySet<string>;
  onSelect: (key: string) => void;
  /** Selects (true) or clears (false) all these keys. */
  onSelectMany: (keys: string[], on: boolean) => void;
  actions: RowActions;
}) {
  const { t } = useLingui();
  const { work, kind } = group;
  const all = group.keys.every((key) => selected.has(key));
  const cover = (
    <span className={styles.cover}>
      <LazyImage {...coverSources(work.cover, COVER_SIZES.thumb)} alt="" {...COVER} />
    </span>
  );
  const facts = (
    <span className={styles.facts}>
      <span className={styles.workTitle}>{work.title}</span>
      <span className={styles.workMeta}>
        <ChapterCount kind={kind} count={group.records.length} />
        {' · '}
        {formatBytes(group.bytes)}
        {group.running.length > 0 && (
          <span className={styles.workRunning}>
            {' · '}
            <Trans>下载中 {group.running.length}</Trans>
          </span>
        )}
      </span>
    </span>
  );

  return (
    <section className={styles.group} data-testid="download-group" data-work-id={work.id}>
      <header className={styles.groupHead}>
        {editing ? (
          <label className={styles.groupPick}>
            <input
              type="checkbox"
              className="visually-hidden"
              checked={all}
              onChange={() => onSelectMany(group.keys, !all)}
              aria-label={t`选择《${work.title}》的全部章节`}
            />
            <CheckCircle on={all} />
            {cover}
            {facts}
          </label>
        ) : (
          <Link {...detailLink(work.kind, work.id)} className={styles.groupPick}>
            {cover}
            {facts}
          </Link>
        )}
        {!editing && (group.running.length > 0 || group.stopped.length > 0) && (
          <PauseResume
            running={group.running.length > 0}
            onPause={() => actions.pause(group.running)}
            onResume={() => actions.resume(group.stopped)}
          />
        )}
      </header>
      <ul className={rowStyles.rows}>
        {group.records.map((record) => {
          const key = recordKey(record);
          return (
            <DownloadRow
              key={key}
              record={record}
              recordKey={key}
              editing={editing}
              selected={selected.has(key)}
              onSelect={onSelect}
              actions={actions}
            />
          );
        })}
      </ul>
    </section>
  );
}
