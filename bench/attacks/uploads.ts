/** Attacks through uploads: heavy avatars at once, an empty one, and how long avatars are cached. */
import sharp from 'sharp';
import {
  call,
  describeStatuses,
  guestFrom,
  report,
  rssMiB,
  spreadAddress,
  watchRss,
  withServer,
} from '../attack-client';
import { load } from '../load';

const upload = (url: string, token: string, image: Buffer, address: string) =>
  call(url, 'uploadAvatar', { access_token: token, image: image.toString('base64') }, { address });

/** A media file the home points at, as the server's own URL. */
async function mediaOf(url: string): Promise<string> {
  const home = await call<{ sections: { items: { cover: string }[] }[] }>(url, 'home', { channel: 'comic' });
  const cover = home.data?.sections[0]?.items[0]?.cover ?? '';
  return cover.startsWith('/') ? `${url}${cover}` : cover;
}

export async function avatars() {
  console.log('\n1. avatar decoding is bounded (40 × 4096² 16-bit PNG at once; 20 × 4096² progressive JPEG)');
  const zeros = await sharp({ create: { width: 4096, height: 4096, channels: 4, background: '#0000' } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  const progressive = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#c83c3c' } })
    .jpeg({ progressive: true, quality: 90 })
    .toBuffer();
  console.log(`  files: PNG ${(zeros.length / 1024).toFixed(0)} KB, JPEG ${(progressive.length / 1024).toFixed(0)} KB`);
  await withServer({}, async (server) => {
    const media = await mediaOf(server.url);
    const reader = await guestFrom(server.url, '10.199.0.1');
    const readMedia = () => fetch(media, { headers: { 'x-forwarded-for': '10.199.0.2' } });
    const readUser = () =>
      fetch(`${server.url}/api2/userInfo.html`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.199.0.3' },
        body: JSON.stringify({ access_token: reader }),
      });
    // Warmed up first: the first requests of a new process compile what they run.
    await Promise.all([
      load(readMedia, { seconds: 2, concurrency: 4 }),
      load(readUser, { seconds: 2, concurrency: 4 }),
    ]);
    const quiet = await Promise.all([
      load(readMedia, { seconds: 2, concurrency: 4 }),
      load(readUser, { seconds: 2, concurrency: 4 }),
    ]);
    console.log(
      `  at rest: /media p99 ${quiet[0].p99.toFixed(1)} ms, userInfo p99 ${quiet[1].p99.toFixed(1)} ms, RSS ${rssMiB(server.pid).toFixed(0)} MiB`,
    );

    for (const [name, file, count] of [
      ['16-bit PNG', zeros, 40],
      ['progressive JPEG', progressive, 20],
    ] as const) {
      const tokens = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          guestFrom(server.url, spreadAddress(i + (name === 'progressive JPEG' ? 100 : 0))),
        ),
      );
      const peak = watchRss(server.pid);
      const loads = Promise.all([
        load(readMedia, { seconds: 8, concurrency: 4 }),
        load(readUser, { seconds: 8, concurrency: 4 }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const uploads = await Promise.all(
        tokens.map((token, i) => upload(server.url, token, file, spreadAddress(i + 200))),
      );
      const [mediaLoad, userLoad] = await loads;
      const rss = peak();
      const statuses = new Map<number, number>();
      for (const { status } of uploads) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      console.log(`  ${count} × ${name}: ${describeStatuses(statuses)}`);
      report(
        '1',
        `/media p99 during ${count} ${name} uploads`,
        `${mediaLoad.p99.toFixed(1)} ms`,
        '< 100 ms',
        mediaLoad.p99 < 100,
      );
      report(
        '1',
        `userInfo p99 during ${count} ${name} uploads`,
        `${userLoad.p99.toFixed(1)} ms`,
        '< 100 ms',
        userLoad.p99 < 100,
      );
      report(
        '1',
        `server RSS peak during ${count} ${name} uploads`,
        `${rss.toFixed(0)} MiB`,
        '< 400 MB',
        rss * 1.048576 < 400,
      );
    }
  });
}

export async function emptyImage() {
  console.log('\n2. uploadAvatar with an empty image');
  await withServer({}, async (server, stderr) => {
    const token = await guestFrom(server.url, '10.198.0.1');
    const before = stderr().length;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 21; i++) {
      const { status } = await upload(server.url, token, Buffer.alloc(0), '10.198.0.1');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336' } })
      .jpeg()
      .toBuffer();
    const after = await upload(server.url, token, small, '10.198.0.1');
    const traces = stderr()
      .slice(before)
      .split('\n')
      .filter((line) => /^\s+at /.test(line)).length;
    report('2', '21 empty uploads', describeStatuses(statuses), '400 each', statuses.get(400) === 21);
    report('2', 'stack-trace lines written', String(traces), '0', traces === 0);
    report('2', 'a real upload after them', String(after.status), '200 (empties not counted)', after.status === 200);
  });
}

export async function avatarCache() {
  console.log('\n10. how long an avatar is cached');
  await withServer({}, async (server) => {
    const token = await guestFrom(server.url, '10.193.0.1');
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#363' } })
      .jpeg()
      .toBuffer();
    const answer = await upload(server.url, token, small, '10.193.0.1');
    const avatar = (answer.data as { avatar?: string } | undefined)?.avatar ?? '';
    const cache = (await fetch(new URL(avatar, server.url))).headers.get('cache-control') ?? '';
    report(
      '10',
      'Cache-Control of an uploaded avatar',
      cache,
      'public, max-age=31536000, immutable',
      cache.includes('immutable'),
    );
  });
}
