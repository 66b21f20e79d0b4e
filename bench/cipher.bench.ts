/**
 * Envelope decrypt + JSON.parse throughput on both back-ends (WebCrypto, @noble/ciphers), next to
 * JSON.parse of the plain text alone, for answers of about 1 KB, 64 KB and 1 MB. Figures only.
 * Standalone: `npx tsx bench/cipher.bench.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createEnvelopeCipher, keyFromSecret } from '../src/core/cipher/envelope';
import { DEV_API_SECRET } from '../src/core/config';

const SIZES = [
  { label: '1 KB', bytes: 1024 },
  { label: '64 KB', bytes: 64 * 1024 },
  { label: '1 MB', bytes: 1024 * 1024 },
];
const RUN_MS = 1000;
const WARMUP_MS = 200;

const TITLES = ['斗罗大陆', '海贼王', '进击的巨人', '一人之下', '全职高手', '凡人修仙传', '鬼灭之刃', '狐妖小红娘'];
const TAGS = ['热血', '冒险', '玄幻', '恋爱', '校园', '悬疑', '搞笑', '古风'];

/** A list answer like the API's (`{ code, msg, data: { list } }`) of about `bytes` UTF-8 bytes. */
export function samplePayload(bytes: number): string {
  const list: unknown[] = [];
  const answer = { code: 0, msg: '成功', data: { page: 1, total: 0, list } };
  const item = (i: number) => ({
    id: 100_000 + i,
    title: `${TITLES[i % TITLES.length]} 第${i + 1}话`,
    cover: `https://img.example.com/cover/${(i * 7919) % 100_000}.webp`,
    author: `作者${i % 97}`,
    tags: [TAGS[i % TAGS.length], TAGS[(i + 3) % TAGS.length]],
    description: '少年踏上了寻找传说之地的旅程，在途中结识了伙伴，也遇到了强大的对手。',
    type: (i % 3) + 1,
    vip: i % 5 === 0,
    views: (i * 104_729) % 10_000_000,
    updated_at: 1_700_000_000 + i * 3600,
  });
  // Items are joined by commas, so the size grows by each item's length plus one.
  let size = Buffer.byteLength(JSON.stringify(answer)) - 1;
  for (;;) {
    const next = item(list.length);
    const grown = size + Buffer.byteLength(JSON.stringify(next)) + 1;
    if (grown > bytes && list.length > 0) break;
    list.push(next);
    size = grown;
  }
  answer.data.total = list.length;
  return JSON.stringify(answer);
}

/** Runs `fn` for about `ms` after a warm-up; ops/s from the timed part. */
async function measure(fn: () => unknown, ms: number): Promise<number> {
  // Synchronous work is not awaited, so JSON.parse alone pays no microtask per call.
  const call = async () => {
    const result = fn();
    if (result instanceof Promise) await result;
  };
  const warmEnd = performance.now() + WARMUP_MS;
  while (performance.now() < warmEnd) await call();
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    await call();
    ops++;
    elapsed = performance.now() - start;
  }
  return (ops * 1000) / elapsed;
}

export async function runCipherBench(runMs = RUN_MS): Promise<Record<string, unknown>[]> {
  const key = keyFromSecret(DEV_API_SECRET);
  const ciphers = [createEnvelopeCipher(key, 'webcrypto'), createEnvelopeCipher(key, 'noble')];
  const rows: Record<string, unknown>[] = [];
  for (const { label, bytes } of SIZES) {
    const text = samplePayload(bytes);
    const textBytes = Buffer.byteLength(text);
    const expected = JSON.parse(text) as { data: { total: number } };
    const envelope = await ciphers[0]!.encryptText(text);
    const row = (method: string, opsPerSecond: number) => ({
      payload: label,
      bytes: textBytes,
      method,
      'ops/s': Number(opsPerSecond.toFixed(opsPerSecond < 100 ? 1 : 0)),
      'MB/s': Number(((opsPerSecond * textBytes) / (1024 * 1024)).toFixed(1)),
    });
    rows.push(row('JSON.parse only', await measure(() => JSON.parse(text), runMs)));
    for (const cipher of ciphers) {
      // Sanity: the envelope decrypts to the same answer on this back-end before it is timed.
      const check = (await cipher.decryptJson(envelope)) as { data: { total: number } };
      if (check.data.total !== expected.data.total) throw new Error(`${cipher.backend}: wrong decryption`);
      rows.push(row(`${cipher.backend} decrypt+parse`, await measure(() => cipher.decryptJson(envelope), runMs)));
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runCipherBench());
}
