import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
const rend = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 30000);
const t0 = Math.min(...traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
for (const t of rend) {
  const inner = traceEvents.filter(
    (e) =>
      e.pid === t.pid &&
      e.tid === t.tid &&
      e.ts >= t.ts &&
      e.ts + (e.dur || 0) <= t.ts + t.dur &&
      e.dur > 3000 &&
      e.name !== 'RunTask',
  );
  const top = inner
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop().slice(0, 30) + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}:${Math.round(e.dur / 1000)}`,
    )
    .slice(0, 8);
  console.log(Math.round((t.ts - t0) / 1000), Math.round(t.dur / 1000) + 'ms', top.join(' | '));
}
await browser.close();
