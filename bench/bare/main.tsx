/**
 * The floor of the first visit's Lighthouse comparison (bench/lighthouse.bench.ts): a bare React 19 +
 * TanStack Router app built by Vite, one route per screen compared, each showing what that screen's
 * largest content is (the home's banner, the detail's cover, the comic chapter's first page, the
 * novel chapter's opening text, the video's poster). The bench writes the images beside the build
 * and the texts in at build time (__SCREENS__); bench/static-server.ts serves it.
 */
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

interface BareScreen {
  path: string;
  title: string;
  image?: { src: string; width: number; height: number };
  text?: string;
}

declare const __SCREENS__: BareScreen[];

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const routes = __SCREENS__.map(({ path, title, image, text }) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => (
      <main>
        <h1 style={{ font: '600 18px system-ui', margin: 12 }}>{title}</h1>
        {image && (
          <img
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            style={{ width: '100%', height: 'auto' }}
          />
        )}
        {text && <p style={{ font: '18px/1.8 system-ui', margin: 16 }}>{text}</p>}
      </main>
    ),
  }),
);
const router = createRouter({ routeTree: rootRoute.addChildren(routes) });

createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
