/**
 * The overlay's root, loaded after the home's first paint (StartupOverlay.tsx): decides what to
 * show from the fetched data, then the splash ad, the iframe items and the notices, each drawn by
 * a lazily loaded part (overlay-chunks.ts) only when the plan has one. Also the home's app-open
 * banner and the site's statistics script.
 */
import { Suspense, useEffect, useState } from 'react';
import { snapshot, subscribe, useSnapshot } from 'valtio';
import { FALLBACK_BRAND } from '../../core/config';
import type { Notice } from '../../core/contract/site';
import { app } from '../../state/app';
import { site } from '../../state/site';
import { useStoreAsTransition } from '../../ui/useStoreAsTransition';
import { useStoreValue } from '../../ui/useStoreValue';
import { dismissBanner, isBannerDismissed } from './banner/banner-dismissal';
import { decideOverlay } from './decide-overlay';
import { finishStep, overlay, startOverlay } from './overlay.state';
import { AppBanner, IframeItem, NoticePopups, preloadOverlayUi, SplashAd } from './overlay-chunks';
import { safeUrl } from './safe-url';
import { rememberShown } from './shown-notices';
import { injectSiteStatistics } from './site-statistics';

const readOverlay = () => snapshot(overlay);

export default function OverlayRoot({ data }: { data: Promise<Notice[][]> }) {
  // Drawn as a transition: the plan arrives with the home's effects still to run, and a synchronous
  // render would run them, this render and the parts' preloads as one long task.
  const { plan, step } = useStoreAsTransition(overlay, (changed) => subscribe(overlay, changed), readOverlay);
  const { values } = useSnapshot(site);
  const isApp = useStoreValue(app, (s) => s.isApp);
  const [bannerClosed, setBannerClosed] = useState(isBannerDismissed);
  const siteName = values.site_name || FALLBACK_BRAND;

  useEffect(() => {
    startOverlay(() => decideOverlay(data), preloadOverlayUi);
  }, [data]);

  useEffect(() => {
    injectSiteStatistics(values.site_statis);
  }, [values.site_statis]);

  // Inside the native app the reader already has the app: no banner there.
  const appHref = !isApp && !bannerClosed ? safeUrl(values.app_download_url, location.origin)?.href : undefined;
  const done = () => finishStep(step);

  return (
    <>
      {appHref && (
        <Suspense fallback={null}>
          <AppBanner
            href={appHref}
            siteName={siteName}
            onClose={() => {
              dismissBanner();
              setBannerClosed(true);
            }}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {step.stage === 'splash' && plan.splash && <SplashAd splash={plan.splash} siteName={siteName} onDone={done} />}
        {step.stage === 'iframe' && <IframeItem key={step.index} url={plan.iframes[step.index] ?? ''} onDone={done} />}
        {step.stage === 'notice' && (
          <NoticePopups
            notices={plan.notices}
            swipeCount={plan.swipeCount}
            index={step.index}
            onNext={done}
            onShown={rememberShown}
          />
        )}
      </Suspense>
    </>
  );
}
