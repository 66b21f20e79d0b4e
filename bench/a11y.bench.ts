/**
 * Lighthouse's accessibility score of the screens a first visit reaches, in the light and the dark
 * theme (a browser whose system is dark: --force-dark-mode), with every failing audit and the
 * elements it names (for colour contrast: the colours and the ratio). Target: 1.0 everywhere.
 */
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { lighthouseRun, loadAverage, screens } from './lighthouse.bench';
import { startServerProcess } from './server-process';

interface Failure {
  id: string;
  items: string[];
}

async function accessibility(port: number, url: string): Promise<{ score: number; failures: Failure[] }> {
  const { lhr } = await lighthouseRun(port, url, 'accessibility');
  const failures: Failure[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    const details = audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined;
    failures.push({
      id: ref.id,
      items: (details?.items ?? []).map(
        ({ node }) => `${node?.snippet ?? ''} ${(node?.explanation ?? '').split('\n').at(-1) ?? ''}`,
      ),
    });
  }
  return { score: lhr.categories.accessibility?.score ?? Number.NaN, failures };
}

export async function runAccessibilityBench(): Promise<void> {
  const server = await startServerProcess();
  const themes = { light: [] as string[], dark: ['--force-dark-mode'] };
  try {
    const { list } = await screens(server.url);
    const paths: Record<string, string> = {
      home: '/',
      detail: list.find((s) => s.name === 'detail')?.manyue ?? '',
      'novel reader': list.find((s) => s.name === 'novel reader')?.manyue ?? '',
      video: list.find((s) => s.name === 'video')?.manyue ?? '',
      personal: '/personal',
      vip: '/vip',
      recharge: '/personal/recharge',
      'sign in': '/sign_in',
      search: '/search',
      settings: '/settings',
    };
    const table: Record<string, Record<string, number>> = {};
    const failed: string[] = [];
    for (const [theme, flags] of Object.entries(themes)) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...flags],
      });
      try {
        for (const [name, path] of Object.entries(paths)) {
          const { score, failures } = await accessibility(chrome.port, server.url + path);
          table[name] = { ...table[name], [theme]: score };
          for (const failure of failures)
            failed.push(`${theme} ${name} ${failure.id}:\n    ${failure.items.join('\n    ')}`);
        }
      } finally {
        chrome.kill();
      }
    }
    console.log(`\n## Accessibility, Lighthouse (target 1.0 in both themes); load average ${loadAverage()}`);
    console.table(table);
    for (const line of failed) console.log(line);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAccessibilityBench();
