/**
 * The app's startup overlay, which the / route lays over the home.
 * Only this much is in that route's chunk, so the overlay costs the home's first paint nothing:
 * the overlay's data is requested as the home first renders, while its code (OverlayRoot, the
 * decider) downloads; the splash, iframe and notice UI follow only when there is something to show.
 */
import { lazy, Suspense, useState } from 'react';

const OverlayRoot = lazy(() => import('./OverlayRoot'));

export function StartupOverlay() {
  // Requested on the first render (fetchOverlayData is once per page load, so a second render or a
  // remount asks nothing more), and handed down as a prop rather than imported by OverlayRoot: a
  // module shared by the two chunks would be split into a chunk of its own. Its module brings the
  // API layer, which the home's first render does not wait for.
  const [data] = useState(() => import('./overlay.api').then(({ fetchOverlayData }) => fetchOverlayData()));
  return (
    <Suspense fallback={null}>
      <OverlayRoot data={data} />
    </Suspense>
  );
}
