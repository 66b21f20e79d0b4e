import { useLingui } from '@lingui/react';

/** A record's date and time in the reader's language, e.g. 2026/11/25 14:07. */
export function RecordTime({ time, className }: { time: number; className?: string }) {
  const { i18n } = useLingui();
  const date = new Date(time * 1000);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {i18n.date(date, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })}
    </time>
  );
}
