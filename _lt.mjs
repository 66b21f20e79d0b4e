import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing'] });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
const fcp = traceEvents.find(e => e.name === 'firstContentfulPaint');
const rendererPid = fcp?.pid;
const tasks = traceEvents.filter(e => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50000 && e.pid === rendererPid); console.log('pids', [...new Set(traceEvents.filter(e => e.dur > 50000).map(e => e.pid + ':' + e.name))].slice(0,20));
const t0 = traceEvents.find(e => e.name === 'navigationStart' && e.pid === rendererPid)?.ts ?? tasks[0]?.ts;
console.log('FCP at', Math.round((fcp.ts - t0)/1000));
const uniq = new Map(); for (const e of tasks) uniq.set(e.ts, e);
const after = [...uniq.values()].filter(e => e.ts > fcp.ts);
console.log('TBT-ish after FCP', Math.round(after.reduce((s, e) => s + Math.max(0, e.dur/1000 - 50), 0)), 'tasks', after.map(e => Math.round(e.dur/1000)).join(','));
if (process.env.QUIET) { await browser.close(); process.exit(0); }
const label = (id) => { const cf = byId.get(id).callFrame; return `${cf.functionName || '(anon)'}@${cf.url.split('/').pop()}:${cf.lineNumber}`; };
for (const task of tasks) {
  const inside = samples.filter(s => s.t >= task.ts && s.t <= task.ts + task.dur);
  const incl = new Map();
  for (const s of inside) { const seen = new Set(); let id = s.id; while (id !== undefined) { const l = label(id); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) || 0) + 1); } id = parent.get(id); } }
  const total = inside.length || 1;
  const top = [...incl].filter(([l]) => !/^\(root\)|^\(program\)|^\(idle\)/.test(l)).sort((a,b)=>b[1]-a[1]).slice(0, 14).map(([l,c]) => `${l} ${Math.round(100*c/total)}%`);
  console.log(`\n# task at ${Math.round((task.ts - t0)/1000)} ms, ${Math.round(task.dur/1000)} ms`); console.log('  ' + top.join('\n  '));
}
await browser.close();
