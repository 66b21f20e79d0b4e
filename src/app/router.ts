/**
 * The router starts with the home's own routes (the root and `/`); the other screens' routes —
 * their search validation and the loaders of their chunks, about 5 KB gzip — come in a chunk of
 * their own (routeTree.gen.ts): awaited before the first render of any other screen (main.tsx,
 * beside the catalog), loaded after the home's first paint, and waited for by any navigation that
 * starts before they are in.
 */
import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../features/common/ErrorScreen';
import { Route as rootRoute } from '../routes/__root';
import { Route as indexRoute } from '../routes/index';
import type { routeTree as FullTree } from '../routeTree.gen';
import { nextTask } from '../ui/next-task';
import { PageSkeleton } from '../ui/Skeleton';

// Wired as routeTree.gen.ts wires them (it does the same again when it loads).
const homeTree = rootRoute.addChildren([
  indexRoute.update({ id: '/', path: '/', getParentRoute: () => rootRoute } as Parameters<typeof indexRoute.update>[0]),
]);

export const router = createRouter({
  // Typed as the whole tree: every route is there by the time a link is followed.
  routeTree: homeTree as unknown as typeof FullTree,
  defaultPreload: 'intent',
  defaultPendingComponent: PageSkeleton,
  defaultErrorComponent: ErrorScreen,
  defaultPendingMs: 150,
  scrollRestoration: true,
});

let allRoutes: Promise<void> | null = null;

/** Puts every screen's route in (once); resolves when they are. A failed load is tried again next time. */
export function loadAllRoutes(): Promise<void> {
  allRoutes ??= import('../routeTree.gen').then(
    async () => {
      // Their chunk's evaluation and the router's indexing are tasks of their own.
      await nextTask();
      // routeTree.gen.ts gave the same root route its every child: the router indexes them again
      // (what router.update does for a new tree object).
      router.setRoutes(router.buildRouteTree());
      unblock();
    },
    (error) => {
      allRoutes = null;
      throw error;
    },
  );
  return allRoutes;
}

// A navigation before the routes are in (a tab tapped at once, the back button) waits for them.
const unblock = router.history.block({
  blockerFn: () =>
    loadAllRoutes().then(
      () => false,
      () => false,
    ),
  enableBeforeUnload: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
