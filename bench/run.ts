/** `npm run bench`: every benchmark, figures printed, no pass/fail. */
import { runBundleBench } from './bundle.bench';
import { runCipherBench } from './cipher.bench';
import { runHomeBench } from './home.bench';
import { runImagesBench } from './images.bench';
import { runLighthouseBench } from './lighthouse.bench';
import { runNovelBench } from './novel.bench';
import { runOfflineBench } from './offline.bench';
import { runPosterBench } from './poster.bench';
import { runReaderBench } from './reader.bench';
import { runServerBench } from './server.bench';
import { runVideoBench } from './video.bench';
import { runWalletBench } from './wallet.bench';

console.log(`# Manyue benchmarks — ${new Date().toISOString()} — node ${process.version}`);
await runBundleBench();
console.log('\n## Envelope decrypt + JSON.parse throughput');
console.table(await runCipherBench());
await runHomeBench();
await runImagesBench();
await runLighthouseBench();
await runReaderBench();
await runVideoBench();
await runNovelBench();
await runOfflineBench();
await runPosterBench();
await runServerBench();
await runWalletBench();
