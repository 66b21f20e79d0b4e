import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium (Playwright's own download is unavailable here); CHROMIUM_PATH overrides. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8181);
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_UA,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'zh-CN', use: { locale: 'zh-CN' } },
    { name: 'en-US', use: { locale: 'en-US' } },
  ],
  webServer: {
    // The real server on a fresh SQLite file, serving the build that `npm test` just made.
    command: `rm -rf .tmp/e2e && mkdir -p .tmp/e2e && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/apiPath.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATABASE_URL: '.tmp/e2e/manyue.db',
      RATE_LIMIT_ACCOUNTS: '100000',
    },
  },
});
