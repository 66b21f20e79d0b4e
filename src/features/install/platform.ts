/** Which way this browser installs the app, if it needs to at all (pure: the unit test feeds it). */

export type InstallWay =
  /** Chromium offered its install prompt: one tap installs. */
  | 'prompt'
  /** iPhone and iPad: 分享 → 添加到主屏幕, by hand (WebKit has no prompt). */
  | 'ios'
  /** Any other browser: its menu's 添加到主屏幕 / 安装应用. */
  | 'menu';

export interface InstallContext {
  userAgent: string;
  /** iPadOS presents itself as a Mac: a touch screen tells them apart. */
  maxTouchPoints: number;
  /** Opened from the home screen already (display-mode standalone, navigator.standalone). */
  standalone: boolean;
  /** Inside the native app wrapper (state/app isApp). */
  isApp: boolean;
  installed: boolean;
  canPrompt: boolean;
}

const IOS = /\b(iPhone|iPad|iPod)\b/;

export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return IOS.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

/** null: nothing to offer (installed, opened as the app, or inside the native wrapper). */
export function installWay(context: InstallContext): InstallWay | null {
  if (context.standalone || context.isApp || context.installed) return null;
  // WebKit never prompts; checked first so that nothing else can claim an iPhone.
  if (isIos(context.userAgent, context.maxTouchPoints)) return 'ios';
  return context.canPrompt ? 'prompt' : 'menu';
}

/** This page runs as an installed app. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    ['standalone', 'fullscreen', 'minimal-ui'].some((mode) => matchMedia(`(display-mode: ${mode})`).matches)
  );
}
