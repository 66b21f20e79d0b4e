/**
 * The designed state of a screen whose content arrives in a later release: its title (from the
 * route) and what it will hold, with a way back to reading. Never a blank page.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { buttonClass } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import type { IconName } from '../../ui/Icon';

const KINDS = {
  novel: { icon: 'book', text: msg`小说阅读即将开放，敬请期待。` },
  wallet: { icon: 'coin', text: msg`金币、会员与签到功能即将开放。` },
  growth: { icon: 'apps', text: msg`更多精彩内容即将上线。` },
} satisfies Record<string, { icon: IconName; text: MessageDescriptor }>;

export function Upcoming({ kind }: { kind: keyof typeof KINDS }) {
  const { i18n } = useLingui();
  const title = useRouterState({ select: (s) => s.matches.at(-1)?.staticData?.title });
  const { icon, text } = KINDS[kind];
  return (
    <EmptyState
      icon={icon}
      title={title ? i18n._(title) : null}
      action={
        <Link to="/" className={buttonClass('ghost')}>
          <Trans>去首页看看</Trans>
        </Link>
      }
    >
      {i18n._(text)}
    </EmptyState>
  );
}
