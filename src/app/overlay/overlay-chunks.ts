/**
 * The overlay's UI, each part in its own lazily loaded chunk: the home's first paint carries
 * only the decider, a visit with nothing to show downloads none of them, and DOMPurify comes
 * with the notices only, where the browser has no Element.setHTML (core/notice-html). Started as soon as the plan is known, so the chunks load while the
 * previous part is still on screen.
 */
import { lazy } from 'react';
import type { OverlayPlan } from './overlay-plan';

const loadSplash = () => import('./splash/SplashAd');
const loadIframes = () => import('./iframes/IframeItem');
const loadNotices = () => import('./notices/NoticePopups');
const loadBanner = () => import('./banner/AppBanner');
const loadNoticeSanitizer = () =>
  'setHTML' in Element.prototype ? Promise.resolve() : import('../../core/notice-html/sanitize-notice');

export const SplashAd = lazy(() => loadSplash().then((m) => ({ default: m.SplashAd })));
export const IframeItem = lazy(() => loadIframes().then((m) => ({ default: m.IframeItem })));
export const NoticePopups = lazy(() => loadNotices().then((m) => ({ default: m.NoticePopups })));
export const AppBanner = lazy(() => loadBanner().then((m) => ({ default: m.AppBanner })));

export function preloadOverlayUi(plan: OverlayPlan): void {
  // A failed preload is retried by React.lazy when the part is rendered.
  const quietly = (load: () => Promise<unknown>) => load().catch(() => {});
  if (plan.splash) quietly(loadSplash);
  if (plan.iframes.length) quietly(loadIframes);
  if (plan.notices.length) {
    quietly(loadNotices);
    // DOMPurify, only where the browser has no setHTML of its own.
    quietly(loadNoticeSanitizer);
  }
}
