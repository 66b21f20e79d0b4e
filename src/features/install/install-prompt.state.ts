/**
 * Install: the browser's install prompt, caught as early as the app runs (main.tsx imports
 * this module first). The browser's own mini-infobar is held back so that 我的 → 安装到桌面 offers
 * the prompt when the reader asks; `appinstalled` retires it. Also keeps iOS's home-screen name
 * (apple-mobile-web-app-title) on the site's name.
 */
import { proxy, ref, subscribe } from 'valtio';
import { FALLBACK_BRAND } from '../../core/config';
import { site } from '../../state/site';

/** Chromium's event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const installPrompt = proxy({
  /** The held event; null before the browser offers one and once it is used (it prompts once). */
  event: null as BeforeInstallPromptEvent | null,
  /** Installed during this visit (a later visit from the home screen runs standalone). */
  installed: false,
});

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Shows the browser's install dialog; must run in a tap's handler. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = installPrompt.event;
  if (!event) return 'unavailable';
  installPrompt.event = null;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installPrompt.installed = true;
    return outcome;
  } catch {
    return 'unavailable';
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.event = ref(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.event = null;
    installPrompt.installed = true;
  });
  const appleTitle = document.querySelector('meta[name="apple-mobile-web-app-title"]');
  if (appleTitle) {
    subscribe(site, () => appleTitle.setAttribute('content', site.values.site_name || FALLBACK_BRAND));
  }
}
