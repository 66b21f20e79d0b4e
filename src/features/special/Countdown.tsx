/** Time left until a moment (seconds since epoch), ticking each second: 2天 03:04:05. */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

export function splitRemaining(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ until, className }: { until: number; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { days, hours, minutes, seconds } = splitRemaining(until * 1000 - now);
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return (
    <span className={className} data-testid="countdown">
      {days > 0 ? (
        <Trans>
          {days}天 {clock}
        </Trans>
      ) : (
        clock
      )}
    </span>
  );
}
