import { chromium } from 'playwright-core';

const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) || 0) + (dt[i] || 0));
});
// inclusive by module file (top-level frames) and self by function
const fnSelf = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
  fnSelf.set(key, (fnSelf.get(key) || 0) + t);
}
const fileSelf = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const f = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
  fileSelf.set(f, (fileSelf.get(f) || 0) + t);
}
console.log('by file (self ms):');
[...fileSelf]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15)
  .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(7), k));
console.log('by function (self ms):');
[...fnSelf]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40)
  .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(7), k));
await browser.close();
