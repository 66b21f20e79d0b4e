/** Attacks on payments: open-redirect bypasses in return_path, and a flood of forged notifications. */
import { join } from 'node:path';
import { connect as connectDatabase } from '../../server/db/engine';
import { SANDBOX_SIGNATURE_HEADER } from '../../server/payments/sandbox';
import { BYPASSES } from '../../tests/server/redirect-bypasses';
import { call, databaseBytes, describeStatuses, flood, guestFrom, report, withServer } from '../attack-client';

export async function redirects() {
  console.log(`\n4. open redirect: ${BYPASSES.length} return_path bypasses`);
  for (const publicOrigin of ['', 'https://m.example.com']) {
    await withServer(publicOrigin ? { PUBLIC_ORIGIN: publicOrigin } : {}, async (server) => {
      const token = await guestFrom(server.url, '10.196.0.1');
      const site = new URL(server.url).origin;
      const db = connectDatabase(join(server.dir, 'server.db'));
      let refused = 0;
      let leaks = 0;
      for (const path of BYPASSES) {
        const answer = await call<{ order: { order_no: string }; pay_url: string }>(
          server.url,
          'createOrder',
          { access_token: token, package_id: 1, return_path: path },
          { address: '10.196.0.1' },
        );
        if (!answer.data) {
          refused++;
          continue;
        }
        const stored = await db
          .selectFrom('orders')
          .select('return_url')
          .where('order_no', '=', answer.data.order.order_no)
          .executeTakeFirstOrThrow();
        const cashier = `${server.url}${new URL(answer.data.pay_url, server.url).pathname}`;
        const back = await fetch(cashier, {
          method: 'POST',
          body: new URLSearchParams({ action: 'cancel' }),
          redirect: 'manual',
        });
        const location = new URL(back.headers.get('location') ?? '', cashier);
        if (location.origin !== site || new URL(stored.return_url).origin !== (publicOrigin || site)) leaks++;
      }
      await db.destroy();
      const setting = publicOrigin ? `with PUBLIC_ORIGIN` : 'without PUBLIC_ORIGIN';
      report(
        '4',
        `return addresses or 303s leaving the site (${setting}; ${refused} refused)`,
        String(leaks),
        '0',
        leaks === 0,
      );
    });
  }
}

export async function notifications() {
  console.log('\n5. 15 s of forged payment notifications (bad signature, 32 connections, one address)');
  for (const size of [15 * 1024, 7 * 1024]) {
    await withServer({}, async (server, stderr) => {
      const file = join(server.dir, 'server.db');
      const db = connectDatabase(file);
      const before = await databaseBytes(db, file);
      const logBefore = stderr().length;
      const body = JSON.stringify({ order_no: 'M1', amount_cents: 1, status: 'paid', pad: 'x'.repeat(size - 60) });
      const statuses = await flood(
        () =>
          fetch(`${server.url}/pay/notify/sandbox`, {
            method: 'POST',
            headers: { [SANDBOX_SIGNATURE_HEADER]: '00'.repeat(32), 'x-forwarded-for': '10.195.0.1' },
            body,
          }),
        { seconds: 15, concurrency: 32 },
      );
      const rows = await db.selectFrom('payment_events').select('id').execute();
      const growth = (await databaseBytes(db, file)) - before;
      await db.destroy();
      const log = stderr().length - logBefore;
      console.log(
        `  ${(size / 1024).toFixed(0)} KB bodies: ${describeStatuses(statuses)}; ${rows.length} payment_events rows`,
      );
      report(
        '5',
        `database growth, ${(size / 1024).toFixed(0)} KB bodies`,
        `${(growth / 1024).toFixed(1)} KB`,
        '< 100 KB',
        growth < 100 * 1024,
      );
      report(
        '5',
        `log written, ${(size / 1024).toFixed(0)} KB bodies`,
        `${(log / 1024).toFixed(1)} KB`,
        'bounded (was 1.9 MB)',
        log < 100 * 1024,
      );
    });
  }
}
