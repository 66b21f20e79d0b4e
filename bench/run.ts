/** `npm run bench`: every benchmark, figures printed, no pass/fail. */
import { runBundleBench } from './bundle.bench';
import { runServerBench } from './server.bench';

const cipher = await import('./cipher.bench').catch(() => null);

console.log(`# Manyue benchmarks — ${new Date().toISOString()} — node ${process.version}`);
await runBundleBench();
if (cipher?.runCipherBench) {
  console.log('\n## Envelope decrypt + JSON.parse throughput');
  console.table(await cipher.runCipherBench());
}
await runServerBench();
