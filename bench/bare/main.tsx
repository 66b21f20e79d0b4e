/**
 * The floor of the first visit's Lighthouse comparison (bench/lighthouse.bench.ts): a bare React 19 +
 * TanStack Router page that shows the home's first banner, built by the bench into dist/bare/ and
 * served by the same server. The banner's address is written in at build time (__BANNER__).
 */
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

declare const __BANNER__: string;

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <main>
      <h1 style={{ font: '600 18px system-ui', margin: 12 }}>漫阅</h1>
      <img src={__BANNER__} alt="" width={800} height={400} style={{ width: '100%', height: 'auto' }} />
    </main>
  ),
});
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]), basepath: '/bare' });

createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
