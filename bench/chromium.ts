import { execSync } from 'node:child_process';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Starts a context as a reader who has seen the site's notices (the show_frequency record),
 * so the startup overlay does not cover what a benchmark or screenshot looks at.
 */
export async function markNoticesSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const date = new Date().toLocaleDateString('sv-SE');
    const seen = Object.fromEntries(
      Array.from({ length: 50 }, (_, id) => [id, { id, show_frequency: 3, date, content_type: 1 }]),
    );
    if (!localStorage.getItem('show_frequency')) localStorage.setItem('show_frequency', JSON.stringify(seen));
  });
}
