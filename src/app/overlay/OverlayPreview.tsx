/**
 * The start-up overlay as a draft from the console would show it: the console's phone frame loads
 * this page and posts the draft (same origin only); it is planned and drawn by the very code of the
 * real overlay (planOverlay, the splash, iframe and notice parts), with no record of notices shown,
 * so every notice of the draft is shown, in the order a new reader would see them; with the
 * app-open banner when the draft has its link.
 */
import { Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isOverlayDraft, type OverlayPreviewDraft, PREVIEW_READY } from '../../core/admin/overlay-preview';
import { FALLBACK_BRAND } from '../../core/config';
import { site } from '../../state/site';
import { AppBanner, IframeItem, NoticePopups, SplashAd } from './overlay-chunks';
import { type OverlayPlan, planOverlay } from './overlay-plan';
import { safeUrl } from './safe-url';

/** The steps of a plan, in the real overlay's order: splash, iframe items, notices. */
function stepsOf(plan: OverlayPlan) {
  return [
    ...(plan.splash ? [{ stage: 'splash' as const, index: 0 }] : []),
    ...plan.iframes.map((_, index) => ({ stage: 'iframe' as const, index })),
    ...plan.notices.map((_, index) => ({ stage: 'notice' as const, index })),
  ];
}

export function OverlayPreview() {
  const { values } = useSnapshot(site);
  const [draft, setDraft] = useState<OverlayPreviewDraft | null>(null);
  const [at, setAt] = useState(0);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isOverlayDraft(event.data)) return;
      setDraft(event.data);
      setAt(0);
    };
    addEventListener('message', listen);
    window.parent.postMessage(PREVIEW_READY, location.origin);
    return () => removeEventListener('message', listen);
  }, []);

  if (!draft) return null;
  const plan = planOverlay({
    values: draft.values,
    notices: [draft.notices],
    records: {},
    now: new Date(),
    origin: location.origin,
  });
  const step = stepsOf(plan)[at];
  const next = () => setAt((i) => i + 1);
  const siteName = values.site_name || FALLBACK_BRAND;
  // The app-open banner as a reader in the browser who has not closed it today sees it.
  const appHref = safeUrl(draft.values.app_download_url, location.origin)?.href;
  return (
    <Suspense fallback={null}>
      {appHref && <AppBanner href={appHref} siteName={siteName} onClose={() => {}} />}
      {step?.stage === 'splash' && plan.splash && <SplashAd splash={plan.splash} siteName={siteName} onDone={next} />}
      {step?.stage === 'iframe' && <IframeItem key={step.index} url={plan.iframes[step.index] ?? ''} onDone={next} />}
      {step?.stage === 'notice' && (
        <NoticePopups
          notices={plan.notices}
          swipeCount={plan.swipeCount}
          index={step.index}
          onNext={next}
          onShown={() => {}}
        />
      )}
    </Suspense>
  );
}
