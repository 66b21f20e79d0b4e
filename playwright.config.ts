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
/** Keyed by port when the port is moved, so that two runs side by side do not share a database. */
const E2E_DIR = process.env.E2E_PORT ? `.tmp/e2e-${PORT}` : '.tmp/e2e';
/** The startup-overlay spec's own server; tests/e2e/overlay.spec.ts derives the same port and folder. */
const OVERLAY_PORT = Number(process.env.E2E_OVERLAY_PORT ?? 8182);
const OVERLAY_DIR = process.env.E2E_OVERLAY_PORT ? `.tmp/e2e-overlay-${OVERLAY_PORT}` : '.tmp/e2e-overlay';
/** The operator console spec's own server; tests/e2e/console-helpers.ts derives the same port and folder. */
const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8183);
const CONSOLE_DIR = process.env.E2E_CONSOLE_PORT ? `.tmp/e2e-console-${CONSOLE_PORT}` : '.tmp/e2e-console';
/**
 * The browsers' time zone, chosen once per run (the runner's workers inherit the variable) so that
 * their clocks read about noon when the run starts and no run crosses their midnight: the app keeps
 * some rules by the reader's local day (a notice shown once a day, the app banner closed for the
 * day), and a notice seen "today" at 23:59 pops up over a test's page at 00:00. Etc/GMT-N is UTC+N.
 * A test that writes a date as the page shows it formats it in this zone (the `timezoneId` fixture).
 */
function noonTimeZone(): string {
  if (!process.env.E2E_TIMEZONE) {
    const hoursAhead = 12 - new Date().getUTCHours();
    process.env.E2E_TIMEZONE = `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
  }
  return process.env.E2E_TIMEZONE;
}

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A ceiling against hangs, not a speed check: in CI two workers share two cores with three servers
  // and a browser, and a flow with two phones (each installing the worker) nears 30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: ANDROID_UA,
    timezoneId: noonTimeZone(),
    trace: 'retain-on-failure',
    // Service workers are allowed, as in readers' browsers: a reader's worker controls every visit
    // after their first. A spec that needs a first visit with no worker says so with
    // `test.use({ serviceWorkers: 'block' })` and a comment why.
    serviceWorkers: 'allow',
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
  webServer: [
    {
      // The real server on a fresh SQLite file, serving the build that `npm test` just made.
      command: `rm -rf ${E2E_DIR} && mkdir -p ${E2E_DIR} && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${PORT}/apiPath.txt`,
      reuseExistingServer: false,
      // A first start on an empty database draws the demo content (about 35 s on an idle 2-core machine).
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        DATABASE_URL: `${E2E_DIR}/manyue.db`,
        RATE_LIMIT_ACCOUNTS: '100000',
        // Every test is a new reader with the welcome gold, though all come from one browser and address.
        WELCOME_GOLD_PER_ADDRESS: '100000',
        // Every spec's codes come from one address.
        RATE_LIMIT_CODES: '100000',
        // Generated demo art is named by its content: one cache serves every run and both servers.
        MEDIA_DIR: '.tmp/e2e-media',
      },
    },
    {
      // The startup overlay's server: its spec writes site settings and notices straight into this
      // SQLite file (the server reads them on every request), which would pop up over every other
      // spec's home page if they shared one database.
      command: `rm -rf ${OVERLAY_DIR} && mkdir -p ${OVERLAY_DIR} && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${OVERLAY_PORT}/apiPath.txt`,
      reuseExistingServer: false,
      // A first start on an empty database draws the demo content (about 35 s on an idle 2-core machine).
      timeout: 180_000,
      env: {
        PORT: String(OVERLAY_PORT),
        DATABASE_URL: `${OVERLAY_DIR}/manyue.db`,
        RATE_LIMIT_ACCOUNTS: '100000',
        // Every test is a new reader with the welcome gold, though all come from one browser and address.
        WELCOME_GOLD_PER_ADDRESS: '100000',
        MEDIA_DIR: '.tmp/e2e-media',
        // The overlay needs no demo art: the small pool seeds in a second.
        DEMO_MEDIA: 'lite',
      },
    },
    {
      // The operator console's server: its spec makes operators and works that would show up on
      // other specs' pages if they shared a database.
      command: `rm -rf ${CONSOLE_DIR} && mkdir -p ${CONSOLE_DIR} && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${CONSOLE_PORT}/apiPath.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(CONSOLE_PORT),
        DATABASE_URL: `${CONSOLE_DIR}/manyue.db`,
        RATE_LIMIT_ACCOUNTS: '100000',
        WELCOME_GOLD_PER_DEVICE: '100000',
        // Every run signs operators in from one address.
        RATE_LIMIT_LOGINS: '100000',
        MEDIA_DIR: '.tmp/e2e-media',
        DEMO_MEDIA: 'lite',
      },
    },
  ],
});
