/**
 * One work in the console, in three sections: its chapters (price, schedule, order, hide), uploading
 * more, and its information (the form, the cover, deleting it: never one readers bought from).
 * Hiding and unhiding it, and opening it as readers see it, stay in its header.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ChapterItem, ClassOption, WorkDetail } from '../../../core/admin/answers';
import { DETAIL_PATH } from '../../../works/detail-link';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { KIND_NAMES } from '../../ui/labels';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toasts';
import { ChapterTable } from './ChapterTable';
import { CoverPanel } from './CoverPanel';
import { ImportPanel } from './ImportPanel';
import { VisibilityBadge } from './VisibilityBadge';
import { WorkForm } from './WorkForm';
import { toWorkBody, valuesOf } from './work-form';
import type { WorkTab } from './work-tabs';
import { deleteWork, editWork } from './works.api';
import styles from './works.module.css';

export interface WorkScreenProps {
  data: { work: WorkDetail; chapters: ChapterItem[]; classes: ClassOption[] };
  tab: WorkTab;
}

export function WorkScreen({ data: { work, chapters, classes }, tab }: WorkScreenProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const reload = () => router.invalidate();
  const show = (next: WorkTab) =>
    navigate({ to: '/works/$workId', params: { workId: String(work.id) }, search: { tab: next }, replace: true });
  const setHidden = async (hidden: boolean) => {
    try {
      await editWork(work.id, { hidden });
      toast(hidden ? t`已对读者隐藏` : t`读者可以看到了`);
      await reload();
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  return (
    <>
      <PageHeader
        title={work.title}
        sub={
          <span className={styles.chapters}>
            {i18n._(KIND_NAMES[work.kind])} · {work.class_name} · {work.author} · ID {work.id} ·{' '}
            <VisibilityBadge work={work} />
          </span>
        }
        actions={
          <>
            <a href={`${DETAIL_PATH[work.kind]}?id=${work.id}`} target="_blank" rel="noopener">
              <Button tabIndex={-1}>{t`在读者端查看`}</Button>
            </a>
            <Button onClick={() => void setHidden(!work.hidden)}>{work.hidden ? t`取消隐藏` : t`对读者隐藏`}</Button>
          </>
        }
      />
      <Tabs
        label={t`作品的内容`}
        current={tab}
        onSelect={(next) => void show(next)}
        items={[
          { key: 'chapters', label: t`章节（${chapters.length}）` },
          { key: 'upload', label: t`上传章节` },
          { key: 'info', label: t`作品信息` },
        ]}
      >
        {tab === 'chapters' && (
          <Panel
            actions={
              <Button size="small" onClick={() => void show('upload')}>
                {t`上传章节`}
              </Button>
            }
            title={t`章节与发布`}
          >
            <ChapterTable workId={work.id} kind={work.kind} chapters={chapters} />
          </Panel>
        )}
        {tab === 'upload' && (
          <div className={styles.narrow}>
            <Panel title={t`上传章节`}>
              <ImportPanel
                work={{ id: work.id, kind: work.kind }}
                onDone={async (done) => {
                  toast(t`导入完成：共 ${done.chapters} 章`);
                  await reload();
                  await show('chapters');
                }}
              />
            </Panel>
          </div>
        )}
        {tab === 'info' && (
          <div className={styles.layout}>
            <Panel title={t`作品信息`}>
              <WorkForm
                key={work.id}
                initial={valuesOf(work)}
                classes={classes}
                kindFixed
                submitLabel={t`保存`}
                onSubmit={async (values) => {
                  await editWork(work.id, toWorkBody(values));
                  toast(t`已保存`);
                  await reload();
                }}
              />
            </Panel>
            <div>
              <CoverPanel work={work} />
              <Panel title={t`删除作品`}>
                <div className={styles.dangerZone}>
                  <span>
                    {work.has_purchases ? t`已有读者购买，不能删除（可以隐藏）` : t`删除作品及其全部章节，不可撤销。`}
                  </span>
                  <Button
                    variant="danger"
                    disabled={work.has_purchases}
                    onClick={async () => {
                      if (!window.confirm(t`删除「${work.title}」及其全部章节？此操作不可撤销。`)) return;
                      try {
                        await deleteWork(work.id);
                        toast(t`作品已删除`);
                        await navigate({ to: '/works' });
                      } catch (error) {
                        toast(errorText(i18n, error), 'error');
                      }
                    }}
                  >
                    {t`删除`}
                  </Button>
                </div>
              </Panel>
            </div>
          </div>
        )}
      </Tabs>
    </>
  );
}
