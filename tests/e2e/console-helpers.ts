/**
 * The operator console's e2e server (playwright.config.ts starts it: its own port and database),
 * the command line run against that database as an operator would run it, and the one-time links
 * it prints.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { returningReader } from './fixtures';

export const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8183);
const CONSOLE_DIR = process.env.E2E_CONSOLE_PORT ? `.tmp/e2e-console-${CONSOLE_PORT}` : '.tmp/e2e-console';
export const CONSOLE_URL = `http://127.0.0.1:${CONSOLE_PORT}`;
/** The console server's SQLite file. */
export const CONSOLE_DB = `${CONSOLE_DIR}/manyue.db`;

/** `npm run admin -- …` on the console server's database; answers what it printed. */
export function adminCommand(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATABASE_URL: CONSOLE_DB, PORT: String(CONSOLE_PORT) },
    encoding: 'utf8',
  });
}

/**
 * The link a command printed, on the address the tests browse (it prints `localhost`, the
 * tests use 127.0.0.1: the same server, but another origin for cookies).
 */
export function printedLink(output: string): string {
  const link = output.match(/https?:\/\/\S+\/admin\/password\?token=[0-9a-f]{64}/)?.[0];
  if (!link) throw new Error(`no link in: ${output}`);
  return link.replace(/^http:\/\/localhost:/, 'http://127.0.0.1:');
}

/** An operator address no other run uses. */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

type Tr = (zh: string, en: string) => string;
const PASSWORD = 'a long enough password';

/**
 * A new operator of `role` (made by the command line), signed in on `page` through the link it
 * printed; answers their address.
 */
export async function newOperator(page: Page, tr: Tr, role: 'owner' | 'editor' | 'finance' | 'support') {
  const email = uniqueEmail(role);
  await page.goto(printedLink(adminCommand('create', email, '--role', role)));
  await page.getByLabel(tr('新密码', 'New password')).fill(PASSWORD);
  await page.getByLabel(tr('再输入一次', 'Once more')).fill(PASSWORD);
  await page.getByRole('button', { name: tr('设置密码并登录', 'Set password and sign in') }).click();
  await expect(page).not.toHaveURL(/\/admin\/password/);
  return email;
}

/**
 * A returning reader of the console's server (service worker in control), in a browser context of
 * their own: no operator's cookie, and the app's notices not yet seen.
 */
export async function consoleReader(browser: Browser, lang: string) {
  const readerContext = await browser.newContext({
    baseURL: CONSOLE_URL,
    locale: lang,
    viewport: { width: 390, height: 844 },
  });
  const reader = await readerContext.newPage();
  await returningReader(reader);
  return { readerContext, reader };
}

/**
 * Holds `name` on the console server for one test at a time, across workers and languages: for
 * tests that change something every reader of the server meets (the splash ad). The lock is a
 * directory in the server's own folder, which each run starts afresh. Answers its release.
 */
export async function holdConsoleLock(name: string, timeoutMs: number): Promise<() => void> {
  const dir = `${CONSOLE_DIR}/${name}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (Date.now() > deadline) throw new Error(`${name} still held by another test after ${timeoutMs} ms`);
    await wait(250);
  }
}
