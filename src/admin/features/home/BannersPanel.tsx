/** The channel's banners in order: each with its picture, target and window (shown now, later or no more). */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { chinaTimeText } from '../../../core/admin/china-time';
import type { LayoutWork } from '../../../core/admin/home';
import { bannerShowsAt, type LayoutBanner } from '../../../core/home-layout';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/PageHeader';
import { BannerDialog } from './BannerDialog';
import styles from './Home.module.css';
import { OrderButtons } from './OrderButtons';
import { moved, newKey } from './order';

export function BannersPanel({
  banners,
  full,
  media,
  workTitle,
  onChange,
}: {
  banners: LayoutBanner[];
  full: boolean;
  media: string;
  workTitle: (id: number) => string | undefined;
  onChange: (banners: LayoutBanner[], works: LayoutWork[]) => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<LayoutBanner | 'new' | null>(null);
  const now = Math.floor(Date.now() / 1000);
  const imageUrl = (path: string) => `${media}/${path}`;
  const windowText = (b: LayoutBanner) =>
    b.show_from === null && b.show_until === null
      ? t`一直显示`
      : `${b.show_from === null ? t`现在` : chinaTimeText(b.show_from)} – ${b.show_until === null ? t`不限` : chinaTimeText(b.show_until)}`;
  const status = (b: LayoutBanner) =>
    bannerShowsAt(b, now) ? (
      <Badge tone="ok">{t`显示中`}</Badge>
    ) : b.show_until !== null && b.show_until <= now ? (
      <Badge>{t`已结束`}</Badge>
    ) : (
      <Badge tone="warn">{t`未开始`}</Badge>
    );
  return (
    <Panel
      title={t`轮播图（${banners.length}）`}
      actions={
        <Button size="small" disabled={full} onClick={() => setEditing('new')}>
          {t`新建轮播图`}
        </Button>
      }
    >
      <ol className={styles.rows} aria-label={t`轮播图`}>
        {banners.map((b, i) => (
          <li key={b.key}>
            <img className={styles.thumb} src={imageUrl(b.image)} alt="" width={64} height={32} />
            <span className={styles.grow}>
              <strong>{b.title}</strong>
              <small>
                {b.work_id === null ? b.url : t`作品：${workTitle(b.work_id) ?? `#${b.work_id}`}`} · {windowText(b)}
              </small>
            </span>
            {status(b)}
            <OrderButtons
              name={b.title}
              index={i}
              count={banners.length}
              onMove={(by) => onChange(moved(banners, i, by), [])}
              onEdit={() => setEditing(b)}
              onRemove={() =>
                onChange(
                  banners.filter((x) => x.key !== b.key),
                  [],
                )
              }
            />
          </li>
        ))}
        {banners.length === 0 && <li className={styles.none}>{t`没有轮播图`}</li>}
      </ol>
      {editing !== null && (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          bannerKey={editing === 'new' ? newKey('b', banners) : editing.key}
          imageUrl={imageUrl}
          workTitle={workTitle}
          onClose={() => setEditing(null)}
          onDone={(banner, work) => {
            const next =
              editing === 'new' ? [...banners, banner] : banners.map((x) => (x.key === banner.key ? banner : x));
            onChange(next, work ? [work] : []);
            setEditing(null);
          }}
        />
      )}
    </Panel>
  );
}
