/**
 * Keep-alive routes (/, /novel, /video, /video/video_column) stay mounted while hidden,
 * under React's <Activity>, so their scroll position, loaded lists and players survive a visit
 * elsewhere. Other routes render through the normal <Outlet>.
 *
 * A kept screen is rendered from its route's (lazy, code-split) component outside the router's
 * match, so kept screens read search params with `strict: false` only.
 */
import { type AnyRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { Activity, type ComponentType, memo, Suspense, useState } from 'react';
import { PageSkeleton } from '../ui/Skeleton';

/**
 * Memoised: the layout around it renders again whenever app-wide state changes (the session, the
 * site's settings, a store that moved while the first screen was rendering in slices), which must
 * not render the screens again with it.
 */
export const KeepAliveOutlet = memo(function KeepAliveOutlet() {
  const router = useRouter();
  const { leafId, keepLeaf } = useRouterState({
    select: (s) => {
      const leaf = s.matches.at(-1);
      return { leafId: leaf?.routeId, keepLeaf: Boolean(leaf?.staticData?.keepAlive) };
    },
    structuralSharing: true,
  });
  const [kept, setKept] = useState<string[]>([]);

  // Visited keep-alive routes join the kept list during render, so the first visit paints at once.
  if (keepLeaf && leafId && !kept.includes(leafId)) setKept([...kept, leafId]);

  return (
    <>
      {kept.map((id) => {
        const route = (router.routesById as unknown as Record<string, AnyRoute>)[id];
        const Screen = route?.options.component as ComponentType | undefined;
        if (!Screen) return null;
        return (
          <Activity key={id} mode={keepLeaf && id === leafId ? 'visible' : 'hidden'}>
            <Suspense fallback={<PageSkeleton />}>
              <Screen />
            </Suspense>
          </Activity>
        );
      })}
      {!keepLeaf && <Outlet />}
    </>
  );
});
