/**
 * Phone screenshots for the README and for looking at our screens (`npx tsx scripts/screenshots.ts
 * [path…]`): the real server on a fresh database, 390×844 at 2×, light and dark. Needs a build.
 * SHOTS_LANG=zh-Hant (or en-US) shows them in another language, as a reader who chose it.
 */
import { launchChromium, markNoticesSeen, PHONE } from '../bench/chromium';
import { startServerProcess } from '../bench/server-process';

const DEFAULT_SHOTS: Array<[name: string, path: string, theme: 'light' | 'dark']> = [
  ['home', '/', 'light'],
  ['personal', '/personal', 'light'],
  ['settings-dark', '/settings', 'dark'],
];

const args = process.argv.slice(2);
const shots = args.length
  ? args.map((path, i) => [`shot-${i}`, path, path.includes('dark') ? 'dark' : 'light'] as const)
  : DEFAULT_SHOTS;
const outDir = args.length ? '.tmp/shots' : 'docs/screenshots';
const language = process.env.SHOTS_LANG;

const server = await startServerProcess();
const browser = await launchChromium();
try {
  for (const [name, path, theme] of shots) {
    const context = await browser.newContext({ ...PHONE, locale: 'zh-CN', colorScheme: theme });
    if (!path.includes('notices')) await markNoticesSeen(context);
    if (language) await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const page = await context.newPage();
    await page.goto(server.url + path.replace(/[?&]dark$/, ''), { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${outDir}/${name}.png` });
    console.log(`${outDir}/${name}.png ← ${path}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
