/**
 * 启动公告 (editors): the start-up notices of both types with their show frequency; add, change,
 * switch off or delete one, with a phone frame showing the reader's own overlay on the draft.
 */
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { OverlaySettings } from '../../../core/admin/site-settings';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { PanelTable } from '../../ui/PanelTable';
import { toast } from '../../ui/toasts';
import { NoticeEditor } from './NoticeEditor';
import styles from './Notices.module.css';
import { useNoticeLabels } from './notice-labels';
import { deleteNotice, editNotice, type NoticeItem } from './notices.api';
import { OverlayPhone } from './OverlayPhone';
import { OverlaySettingsPanel } from './OverlaySettingsPanel';

export function NoticesScreen({ notices, overlay }: { notices: NoticeItem[]; overlay: OverlaySettings }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const labels = useNoticeLabels();
  const [editing, setEditing] = useState<NoticeItem | 'new' | null>(null);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast(done);
      await router.invalidate();
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    }
  };
  const live = notices.filter((notice) => notice.enabled);
  return (
    <>
      <PageHeader
        title={t`启动公告`}
        sub={t`读者下次打开应用时按显示频率看到；保存即生效。`}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t`新建公告`}
          </Button>
        }
      />
      <div className={styles.layout}>
        <Panel title={t`全部公告（${notices.length}）`}>
          <PanelTable columns={[t`标题`, t`类型`, t`显示频率`, t`排序`, t`状态`]} actions={t`操作`}>
            {notices.map((notice) => (
              <tr key={notice.id}>
                <td className={styles.title}>{notice.title}</td>
                <td>{labels.type(notice.type)}</td>
                <td>{labels.frequency(notice.show_frequency)}</td>
                <td>{notice.sort}</td>
                <td>
                  {notice.enabled ? <Badge tone="ok">{t`已启用`}</Badge> : <Badge tone="warn">{t`已停用`}</Badge>}
                </td>
                <td className={styles.actions}>
                  <Button size="small" onClick={() => setEditing(notice)}>
                    {t`编辑`}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      void act(
                        () => editNotice(notice.id, { enabled: !notice.enabled }),
                        notice.enabled ? t`已停用` : t`已启用`,
                      )
                    }
                  >
                    {notice.enabled ? t`停用` : t`启用`}
                  </Button>
                  <Button
                    size="small"
                    variant="quiet"
                    onClick={() =>
                      confirm(t`删除公告“${notice.title}”？`) && void act(() => deleteNotice(notice.id), t`已删除`)
                    }
                  >
                    {t`删除`}
                  </Button>
                </td>
              </tr>
            ))}
          </PanelTable>
        </Panel>
        {editing === null && (
          <Panel title={t`读者看到的（新读者）`}>
            <OverlayPhone notices={live} />
          </Panel>
        )}
      </div>
      <OverlaySettingsPanel settings={overlay} />
      {editing !== null && (
        <NoticeEditor
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await router.invalidate();
          }}
        />
      )}
    </>
  );
}
