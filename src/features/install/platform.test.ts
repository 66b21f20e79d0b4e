import { describe, expect, it } from 'vitest';
import { type InstallContext, installWay } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** iPadOS 13+ asks for desktop sites: it says Macintosh. */
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:130.0) Gecko/130.0 Firefox/130.0';

const browser = (userAgent: string, extra: Partial<InstallContext> = {}): InstallContext => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  isApp: false,
  installed: false,
  canPrompt: false,
  ...extra,
});

describe('installWay', () => {
  it('prompts where the browser offered its prompt', () => {
    expect(installWay(browser(ANDROID_CHROME, { canPrompt: true }))).toBe('prompt');
  });

  it('shows the way by hand on iPhone and iPad, whatever else claims a prompt', () => {
    expect(installWay(browser(IPHONE_SAFARI))).toBe('ios');
    expect(installWay(browser(IPAD_SAFARI, { canPrompt: true }))).toBe('ios');
  });

  it('takes a Mac without a touch screen for a desktop browser', () => {
    expect(installWay(browser(IPAD_SAFARI, { maxTouchPoints: 0 }))).toBe('menu');
  });

  it("points at the browser's menu where there is no prompt", () => {
    expect(installWay(browser(ANDROID_FIREFOX))).toBe('menu');
    expect(installWay(browser(ANDROID_CHROME))).toBe('menu');
  });

  it.each<Partial<InstallContext>>([{ standalone: true }, { isApp: true }, { installed: true }])(
    'offers nothing when %o',
    (state) => {
      expect(installWay(browser(IPHONE_SAFARI, state))).toBeNull();
      expect(installWay(browser(ANDROID_CHROME, { canPrompt: true, ...state }))).toBeNull();
    },
  );
});
