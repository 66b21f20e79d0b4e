/** A new work: filled in here (chapters uploaded after), or imported whole from a file. */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ClassOption } from '../../../core/admin/answers';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { toast } from '../../ui/toasts';
import { ImportPanel } from './ImportPanel';
import { WorkForm } from './WorkForm';
import { blankWork, toWorkBody } from './work-form';
import { createWork } from './works.api';
import styles from './works.module.css';

export function WorkCreateScreen({ classes }: { classes: ClassOption[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const open = (id: number) => navigate({ to: '/works/$workId', params: { workId: String(id) } });
  return (
    <>
      <PageHeader title={t`新建作品`} sub={t`新作品没有已发布的章节前，读者看不到它。`} />
      <div className={styles.split}>
        <Panel title={t`填写信息`}>
          <WorkForm
            initial={blankWork(classes.find((c) => c.kind === 'comic')?.id ?? 0)}
            classes={classes}
            submitLabel={t`创建作品`}
            onSubmit={async (values) => {
              const work = await createWork({ kind: values.kind, ...toWorkBody(values) });
              toast(t`作品已创建`);
              await open(work.id);
            }}
          />
        </Panel>
        <Panel title={t`或从文件导入`}>
          <ImportPanel
            onDone={async (done) => {
              toast(t`导入完成：共 ${done.chapters} 章`);
              await open(done.work_id);
            }}
          />
        </Panel>
      </div>
    </>
  );
}
