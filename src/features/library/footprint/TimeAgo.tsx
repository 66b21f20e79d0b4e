/** "3 分钟前" in the reader's language (Intl), the date once it is a week old. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { timeAgo } from './time-ago';

export function TimeAgo({ time, now }: { time: number; now: number }) {
  const { i18n } = useLingui();
  const ago = timeAgo(time, now);
  const iso = new Date(time * 1000).toISOString();
  if (ago.unit === 'now')
    return (
      <time dateTime={iso}>
        <Trans>刚刚</Trans>
      </time>
    );
  const text =
    ago.unit === 'date'
      ? i18n.date(ago.date, { month: 'short', day: 'numeric' })
      : new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' }).format(-ago.value, ago.unit);
  return <time dateTime={iso}>{text}</time>;
}
