/**
 * What a route shows when it cannot load: its code chunk did not arrive (offline, flaky network) or it
 * threw. Offline it says so in the catalogue's words and retries by itself when the network returns.
 */

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|NetworkError|ChunkLoadError/i.test(
    text,
  );
}

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { i18n } = useLingui();
  const network = isNetworkFailure(error);
  const retry = () => {
    reset();
    void router.invalidate();
  };

  useEffect(() => {
    if (!network) return;
    const onOnline = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [network, reset, router]);

  return (
    <EmptyState
      icon={network ? 'wifiOff' : 'empty'}
      title={network ? i18n._(msg`网络异常，请检查连接`) : <Trans>页面加载失败</Trans>}
      action={
        <Button onClick={retry}>
          <Trans>重试</Trans>
        </Button>
      }
    >
      {network ? <Trans>连上网络后会自动重新加载。</Trans> : <Trans>请稍后再试，或返回上一页。</Trans>}
    </EmptyState>
  );
}
