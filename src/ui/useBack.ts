/**
 * Back one entry of the app's own history, or, on a screen opened directly (a shared link, a
 * bookmark, a reload), to `fallback` in its place: history.back() there would leave the app.
 */
import { type LinkProps, useCanGoBack, useRouter } from '@tanstack/react-router';

export function useBack(fallback: LinkProps['to'] = '/'): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => (canGoBack ? router.history.back() : void router.navigate({ to: fallback, replace: true }));
}
