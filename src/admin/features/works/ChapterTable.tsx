/**
 * A work's chapters (episodes) in order: each one's access and price, when readers see it (China
 * time; scheduled or hidden said so), purchases; edit one, or move it up or down.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChapterItem, WorkKind } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { timeText } from '../../ui/format';
import { ACCESS_NAMES } from '../../ui/labels';
import { PanelTable } from '../../ui/PanelTable';
import { toast } from '../../ui/toasts';
import { ChapterDialog } from './ChapterDialog';
import styles from './ChapterTable.module.css';
import { deleteChapter, orderChapters } from './works.api';

const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ChapterTable({ workId, kind, chapters }: { workId: number; kind: WorkKind; chapters: ChapterItem[] }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [editing, setEditing] = useState<ChapterItem | null>(null);
  const [busy, setBusy] = useState(false);
  const now = Date.now() / 1000;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast(done);
      await router.invalidate();
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: number) => {
    const ids = chapters.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    void act(() => orderChapters(workId, ids), t`顺序已保存`);
  };
  const size = (chapter: ChapterItem) =>
    kind === 'comic' ? t`${chapter.size} 页` : kind === 'novel' ? t`${chapter.size} 字` : duration(chapter.size);

  if (chapters.length === 0) return <p className={styles.empty}>{t`还没有章节：上传文件来添加。`}</p>;
  return (
    <>
      <PanelTable
        caption={t`章节列表`}
        columns={[t`序号`, t`标题`, t`大小`, t`阅读权限`, t`发布（北京时间）`, t`购买`]}
        actions={t`操作`}
        busy={busy}
      >
        {chapters.map((chapter, index) => (
          <tr key={chapter.id} data-testid="chapter-row">
            <td>
              <div className={styles.order}>
                <span className={styles.idx}>{chapter.idx}</span>
                <button
                  type="button"
                  className={styles.arrow}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t`上移 ${chapter.title}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.arrow}
                  disabled={busy || index === chapters.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t`下移 ${chapter.title}`}
                >
                  ↓
                </button>
              </div>
            </td>
            <td className={styles.title}>
              {/* The title opens the editor too: on a phone the row's buttons are a scroll away. */}
              <button type="button" className={styles.titleButton} onClick={() => setEditing(chapter)}>
                {chapter.title}
              </button>
            </td>
            <td>{size(chapter)}</td>
            <td>
              {chapter.access === 'gold' ? (
                <Badge tone="warn">{t`${chapter.price} 金币`}</Badge>
              ) : (
                <Badge tone={chapter.access === 'vip' ? 'info' : 'neutral'}>
                  {i18n._(ACCESS_NAMES[chapter.access])}
                </Badge>
              )}
            </td>
            <td>
              <span className={styles.when}>
                {timeText(chapter.published_at)}
                {chapter.hidden ? (
                  <Badge tone="danger">{t`隐藏`}</Badge>
                ) : chapter.published_at > now ? (
                  <Badge tone="warn">{t`定时`}</Badge>
                ) : (
                  <Badge tone="ok">{t`已发布`}</Badge>
                )}
              </span>
            </td>
            <td>{chapter.purchases}</td>
            <td className={styles.rowActions}>
              <Button size="small" onClick={() => setEditing(chapter)} aria-label={t`编辑 ${chapter.title}`}>
                {t`编辑`}
              </Button>
              {chapter.purchases === 0 && (
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={t`删除 ${chapter.title}`}
                  onClick={() => {
                    if (window.confirm(t`删除「${chapter.title}」？此操作不可撤销。`))
                      void act(() => deleteChapter(chapter.id), t`章节已删除`);
                  }}
                >
                  {t`删除`}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </PanelTable>
      {editing && (
        <ChapterDialog
          chapter={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            toast(t`章节已保存`);
            await router.invalidate();
          }}
        />
      )}
    </>
  );
}
