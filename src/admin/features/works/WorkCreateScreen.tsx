/**
 * A new work: filled in here, with a cover cropped to 3:4 if one is chosen (else one is drawn from
 * the title), its chapters uploaded next; or imported whole from a file, as the command line does.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ClassOption } from '../../../core/admin/answers';
import { errorText } from '../../api/errors';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toasts';
import { CoverPicker } from './CoverPicker';
import { ImportPanel } from './ImportPanel';
import { WorkForm } from './WorkForm';
import { blankWork, toWorkBody } from './work-form';
import type { NewWorkTab, WorkTab } from './work-tabs';
import { createWork, uploadCover } from './works.api';
import styles from './works.module.css';

/** An address to show a picture not yet uploaded, revoked when it changes. */
function usePreview(image: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = image && URL.createObjectURL(image);
    setUrl(made);
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [image]);
  return url;
}

export function WorkCreateScreen({ classes, tab }: { classes: ClassOption[]; tab: NewWorkTab }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [cover, setCover] = useState<Blob | null>(null);
  const preview = usePreview(cover);
  const open = (id: number, section: WorkTab) =>
    navigate({ to: '/works/$workId', params: { workId: String(id) }, search: { tab: section } });
  return (
    <>
      <PageHeader title={t`新建作品`} sub={t`新作品没有已发布的章节前，读者看不到它。`} />
      <Tabs
        label={t`新建作品的方式`}
        current={tab}
        onSelect={(next) => void navigate({ to: '/works/new', search: { tab: next }, replace: true })}
        items={[
          { key: 'form', label: t`填写信息` },
          { key: 'import', label: t`从文件导入` },
        ]}
      >
        {tab === 'form' ? (
          <div className={styles.layout}>
            <Panel title={t`作品信息`}>
              <WorkForm
                initial={blankWork(classes.find((c) => c.kind === 'comic')?.id ?? 0)}
                classes={classes}
                submitLabel={t`创建作品`}
                onSubmit={async (values) => {
                  const work = await createWork({ kind: values.kind, ...toWorkBody(values) });
                  toast(t`作品已创建`);
                  // The work stands with its drawn cover if the chosen one does not go up.
                  if (cover)
                    await uploadCover(work.id, cover).catch((error) =>
                      toast(t`封面未能上传：${errorText(i18n, error)}`, 'error'),
                    );
                  await open(work.id, 'upload');
                }}
              />
            </Panel>
            <Panel title={t`封面`}>
              <CoverPicker
                src={preview}
                alt={t`所选封面`}
                pickLabel={cover ? t`重新选择` : t`选择封面`}
                onCropped={async (image) => setCover(image)}
              />
            </Panel>
          </div>
        ) : (
          <div className={styles.narrow}>
            <Panel title={t`从文件导入`}>
              <p className={styles.lead}>
                {t`标题、作者和简介取自文件（漫画的 ComicInfo.xml、EPUB 的元数据），否则标题为文件名；导入后都可以修改。`}
              </p>
              <ImportPanel
                onDone={async (done) => {
                  toast(t`导入完成：共 ${done.chapters} 章`);
                  await open(done.work_id, 'chapters');
                }}
              />
            </Panel>
          </div>
        )}
      </Tabs>
    </>
  );
}
