/** /special_column: the four special lists as entry cards. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '../../ui/Icon';
import styles from './SpecialHub.module.css';

const ENTRIES: ReadonlyArray<{
  to:
    | '/special_column/end_list'
    | '/special_column/free_list'
    | '/special_column/special_list'
    | '/special_column/today_list';
  icon: IconName;
  title: MessageDescriptor;
  text: MessageDescriptor;
}> = [
  { to: '/special_column/today_list', icon: 'calendar', title: msg`每日更新`, text: msg`按星期看今天更新了什么` },
  { to: '/special_column/free_list', icon: 'gift', title: msg`限时免费`, text: msg`限时全本免费，过时不候` },
  { to: '/special_column/end_list', icon: 'check', title: msg`完结佳作`, text: msg`已经完结，一口气看完` },
  { to: '/special_column/special_list', icon: 'star', title: msg`精选专题`, text: msg`编辑挑选的主题书单` },
];

export function SpecialHubScreen() {
  const { i18n } = useLingui();
  return (
    <div className={styles.hub}>
      {ENTRIES.map((entry) => (
        <Link key={entry.to} to={entry.to} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={entry.icon} />
          </span>
          <strong>{i18n._(entry.title)}</strong>
          <span>{i18n._(entry.text)}</span>
        </Link>
      ))}
    </div>
  );
}
