/**
 * The wallet's calls: packages, checkout (an order made by the server, then the provider's pay
 * page), the order's result when the reader is back, and the daily check-in (签到). Each answer that
 * changes the reader's gold or VIP updates the session's user, so 我的 and the reader agree.
 */

import { call } from '../../api';
import type { OrderStatusAnswer } from '../../core/contract/wallet';
import { remoteQuery, writeRemote } from '../../queries/remote-cache';
import { ensureSession, user } from '../../state/session';

const loadPackages = () => call('packageList', {});

/** The packages, as the recharge and VIP screens share them (asked once in a few minutes). */
export const packagesQuery = remoteQuery({ key: ['packages'], fetch: () => loadPackages(), freshMs: 5 * 60_000 });

/** Makes the order and leaves for the provider's pay page (which sends the reader back to `returnPath`). */
export async function checkout(packageId: number, returnPath: string): Promise<void> {
  await ensureSession();
  const { pay_url } = await call('createOrder', { package_id: packageId, return_path: returnPath });
  location.assign(pay_url);
}

const POLL_MS = 1000;
/** The provider's notification usually arrives before the reader is back; past this, "still processing". */
const POLL_TRIES = 20;

/**
 * The order as it stands, asked again while it is pending (the provider's notification, not the
 * reader's return, settles it); answers the last state seen.
 */
export async function awaitOrder(orderNo: string, signal: AbortSignal): Promise<OrderStatusAnswer> {
  await ensureSession();
  let answer = await call('orderStatus', { order_no: orderNo }, { quiet: true, signal });
  for (let i = 1; i < POLL_TRIES && answer.order.status === 'pending' && !signal.aborted; i++) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    answer = await call('orderStatus', { order_no: orderNo }, { quiet: true, signal });
  }
  if (user.info) {
    user.info = {
      ...user.info,
      money: answer.balance,
      is_vip: answer.is_vip,
      vip_expire_time: answer.vip_expire_time,
    };
  }
  return answer;
}

/** The first visit may open here before the guest login has finished: these calls wait for it. */
async function loadCheckIn(signal?: AbortSignal, quiet = false) {
  await ensureSession();
  return call('signInState', {}, { signal, quiet });
}

/** Today's check-in, as 我的's note and the check-in screen share it; `quiet`: failures are not said. */
export const checkInQuery = (quiet = false) =>
  remoteQuery({ key: ['check-in'], fetch: (signal) => loadCheckIn(signal, quiet), showStale: true });

export async function checkInToday() {
  await ensureSession();
  const answer = await call('signIn', {});
  if (user.info) user.info = { ...user.info, money: answer.balance };
  writeRemote(['check-in'], answer);
  return answer;
}
