/**
 * 首页与发现 (editors): a channel's home — its menu tabs, banners and sections, each in order — edited
 * as a draft beside a phone frame that shows the reader's own home built from the draft; saved at
 * once for every reader. The hot search words are saved on their own.
 */
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { HomeEditorAnswer, HotWordsAnswer, LayoutWork, TopicItem } from '../../../core/admin/home';
import { type HomeLayout, MAX_BANNERS, MAX_SECTIONS } from '../../../core/home-layout';
import { errorText } from '../../api/errors';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { PageHeader, Panel } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toasts';
import { BannersPanel } from './BannersPanel';
import styles from './Home.module.css';
import { HomePhone } from './HomePhone';
import { HotWordsPanel } from './HotWordsPanel';
import { type Channel, saveHome } from './home.api';
import { MenuPanel } from './MenuPanel';
import { SectionsPanel } from './SectionsPanel';
import { TopicsPanel } from './TopicsPanel';

export function HomeEditorScreen({
  channel,
  home,
  hot,
  topics: initialTopics,
}: {
  channel: Channel;
  home: HomeEditorAnswer;
  hot: HotWordsAnswer;
  topics: TopicItem[];
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(home);
  const [layout, setLayout] = useState<HomeLayout>(home.layout);
  const [works, setWorks] = useState<LayoutWork[]>(home.works);
  const [saving, setSaving] = useState(false);
  const [topics, setTopics] = useState(initialTopics);
  // A saved change of the topics shows in the preview: it is drawn again.
  const [topicsSeen, setTopicsSeen] = useState(0);
  const changed = JSON.stringify(layout) !== JSON.stringify(saved.layout);
  const known = (more: LayoutWork[]) =>
    setWorks((list) => [...list.filter((w) => !more.some((m) => m.id === w.id)), ...more]);
  const workTitle = (id: number) => works.find((w) => w.id === id)?.title;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveHome(channel, layout);
      setSaved(answer);
      setLayout(answer.layout);
      known(answer.works);
      toast(t`已保存，读者下次打开首页即可看到`);
    } catch (error) {
      toast(errorText(i18n, error), 'error');
    } finally {
      setSaving(false);
    }
  };
  const channels: { key: Channel; label: string }[] = [
    { key: 'comic', label: t`漫画` },
    { key: 'novel', label: t`小说` },
    { key: 'video', label: t`视频` },
  ];
  return (
    <>
      <PageHeader
        title={t`首页与发现`}
        sub={t`先在右侧预览，保存后读者下次打开首页时生效（最迟 10 秒）。`}
        actions={
          <>
            {changed ? <Badge tone="warn">{t`有未保存的修改`}</Badge> : !saved.saved && <Badge>{t`默认布局`}</Badge>}
            <Button disabled={!changed} onClick={() => setLayout(saved.layout)}>
              {t`放弃修改`}
            </Button>
            <Button variant="primary" busy={saving} disabled={!changed} onClick={() => void save()}>
              {t`保存首页`}
            </Button>
          </>
        }
      />
      <Tabs
        label={t`频道`}
        items={channels}
        current={channel}
        onSelect={(next) => {
          if (changed && !confirm(t`放弃未保存的修改？`)) return;
          void navigate({ to: '/home', search: { channel: next } });
        }}
      >
        <div className={styles.layout}>
          <div className={styles.panels}>
            <MenuPanel
              classes={saved.classes}
              chosen={layout.menu_class_ids}
              onChange={(menu_class_ids) => setLayout({ ...layout, menu_class_ids })}
            />
            <BannersPanel
              banners={layout.banners}
              full={layout.banners.length >= MAX_BANNERS}
              media={saved.media}
              workTitle={workTitle}
              onChange={(banners, picked) => {
                known(picked);
                setLayout({ ...layout, banners });
              }}
            />
            <SectionsPanel
              channel={channel}
              sections={layout.sections}
              full={layout.sections.length >= MAX_SECTIONS}
              topics={topics}
              workTitle={workTitle}
              onChange={(sections, picked) => {
                known(picked);
                setLayout({ ...layout, sections });
              }}
            />
            <TopicsPanel
              topics={topics}
              onChange={(next) => {
                setTopics(next);
                setTopicsSeen((n) => n + 1);
              }}
            />
            <HotWordsPanel hot={hot} />
          </div>
          <Panel title={t`手机预览（未保存的草稿）`}>
            <HomePhone channel={channel} layout={layout} redraw={topicsSeen} />
          </Panel>
        </div>
      </Tabs>
    </>
  );
}
