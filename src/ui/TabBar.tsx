import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { TAB_BAR_Z_INDEX } from '../core/config';
import { Icon, type IconName } from './Icon';
import styles from './TabBar.module.css';

const TABS = [
  // Home is lit on the three home-like routes; its label is the "anime" key.
  { to: '/', icon: 'comic', label: msg({ id: 'layouts.anime', message: '漫画' }), names: ['index', 'video', 'novel'] },
  {
    to: '/video/video_column',
    icon: 'video',
    label: msg({ id: 'layouts.video', message: '视频' }),
    names: ['video_column'],
  },
  { to: '/vip', icon: 'vip', label: msg({ id: 'layouts.vip', message: 'VIP' }), names: ['vip'] },
  { to: '/collection', icon: 'star', label: msg({ id: 'layouts.collection', message: '收藏' }), names: ['collection'] },
  { to: '/personal', icon: 'user', label: msg({ id: 'layouts.personal', message: '我的' }), names: ['personal'] },
] as const satisfies ReadonlyArray<{ to: string; icon: IconName; label: MessageDescriptor; names: readonly string[] }>;

export function TabBar({ routeName }: { routeName: string }) {
  const { i18n } = useLingui();
  return (
    <nav className={styles.bar} style={{ zIndex: TAB_BAR_Z_INDEX }} aria-label={i18n._(msg`主导航`)}>
      {TABS.map((tab) => {
        const active = (tab.names as readonly string[]).includes(routeName);
        return (
          <Link
            key={tab.to}
            to={tab.to}
            replace
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
          >
            <Icon name={tab.icon} size={24} />
            <span>{i18n._(tab.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
