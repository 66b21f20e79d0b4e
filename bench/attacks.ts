/**
 * Replays the third hardening round's attacks against a running server and prints each figure next
 * to its bound, so that the next round starts from numbers. Each attack gets a server process of its
 * own, started as `npm start` starts one (SQLite, the default limits) with TRUST_PROXY=1, as the
 * outside probe found it: one machine is then many client addresses (X-Forwarded-For). Not part of
 * `npm test` or `npm run bench` (it floods for minutes and opens some 19,000 sockets):
 *
 *   npx tsx bench/attacks.ts                          # every attack
 *   ATTACKS=avatars,connections npx tsx bench/attacks.ts
 *   ATTACK_PORT=8213 npx tsx bench/attacks.ts         # the servers' port (a free one unless set)
 *
 * The figures are the machine's: p99 latencies on a shared two-core machine are noisy, so the run
 * prints the load average with them.
 */
import { loadavg } from 'node:os';
import { figures } from './attack-client';
import { anonymousWrites, lockout, welcome } from './attacks/accounts';
import { connections, hosts } from './attacks/network';
import { notifications, redirects } from './attacks/payments';
import { avatarCache, avatars, emptyImage } from './attacks/uploads';

const ATTACKS: Record<string, () => Promise<void>> = {
  avatars,
  emptyImage,
  welcome,
  redirects,
  notifications,
  anonymousWrites,
  lockout,
  connections,
  hosts,
  avatarCache,
};

const chosen = (process.env.ATTACKS ?? Object.keys(ATTACKS).join(',')).split(',').map((name) => name.trim());
console.log(
  `# Attack replay — ${new Date().toISOString()} — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const name of chosen) {
  const attack = ATTACKS[name];
  if (!attack) throw new Error(`unknown attack ${name}: one of ${Object.keys(ATTACKS).join(', ')}`);
  await attack();
}
console.log(
  `\n# load average at the end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.table(figures);
process.exit(figures.every((f) => f.holds) ? 0 : 1);
