/**
 * What a flood of refused payment notifications (forged signatures, garbage) may cost: a bounded
 * amount, whatever its size. Accepted notifications are always logged (settle.ts); refused ones are
 * logged one by one, with a console line, only while a minute has had few of them
 * (REFUSALS_LOGGED_PER_MINUTE). Past that they are counted into one `suppressed` row of
 * payment_events for the minute (its detail rewritten at most once a second), and an address that
 * has sent REFUSALS_PER_ADDRESS_MINUTE refused ones in the minute is answered 429 without its
 * notification being read at all. Counted in this process's memory: nothing about a flood is written
 * per request.
 */
import type { Db } from '../db/engine';
import { logPaymentEvent, type PaymentEvent, rewritePaymentEventDetail } from '../db/payment-orders';

export const REFUSALS_LOGGED_PER_MINUTE = 30;
export const REFUSALS_PER_ADDRESS_MINUTE = 20;
/** Addresses counted in one minute; beyond, new ones are no longer told apart (the site-wide bound holds). */
const ADDRESSES_TRACKED = 10_000;
const SUMMARY_WRITE_MS = 1000;

interface Summary {
  id: Promise<number>;
  count: number;
  outcomes: Map<string, number>;
  timer: NodeJS.Timeout | null;
}

export class RefusalLog {
  private minute = -1;
  private logged = 0;
  private readonly byAddress = new Map<string, number>();
  private summary: Summary | null = null;

  constructor(private readonly db: Db) {}

  private turn(): void {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute === this.minute) return;
    this.minute = minute;
    this.logged = 0;
    this.byAddress.clear();
    this.summary = null;
  }

  /** Whether `address` has sent its share of refused notifications this minute (answer 429 unread). */
  saturated(address: string): boolean {
    this.turn();
    return (this.byAddress.get(address) ?? 0) >= REFUSALS_PER_ADDRESS_MINUTE;
  }

  /** Records a refused notification from `address`: a row while the minute's are few, else a count. */
  async refused(address: string, event: PaymentEvent): Promise<void> {
    this.turn();
    const seen = this.byAddress.get(address);
    if (seen !== undefined || this.byAddress.size < ADDRESSES_TRACKED) this.byAddress.set(address, (seen ?? 0) + 1);
    if (this.logged < REFUSALS_LOGGED_PER_MINUTE) {
      this.logged++;
      console.warn(`payment notification refused (${event.provider}): ${event.outcome}: ${event.detail}`);
      await logPaymentEvent(this.db, event);
      return;
    }
    this.count(event);
  }

  private count(event: PaymentEvent): void {
    let summary = this.summary;
    if (!summary) {
      console.warn(
        `payment notifications: over ${REFUSALS_LOGGED_PER_MINUTE} refused this minute; the rest are counted in one payment_events row (suppressed)`,
      );
      const id = logPaymentEvent(this.db, { ...event, order_no: null, provider_txn: null, outcome: 'suppressed' });
      // Awaited when the count is written; a failure is reported there, not as an unhandled rejection.
      id.catch(() => undefined);
      summary = { id, count: 0, outcomes: new Map(), timer: null };
      this.summary = summary;
    }
    summary.count++;
    summary.outcomes.set(event.outcome, (summary.outcomes.get(event.outcome) ?? 0) + 1);
    if (summary.timer) return;
    const written = summary;
    written.timer = setTimeout(() => {
      written.timer = null;
      void this.write(written);
    }, SUMMARY_WRITE_MS);
    written.timer.unref();
  }

  private async write(summary: Summary): Promise<void> {
    const outcomes = [...summary.outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
    const detail = `${summary.count} more refused notifications in this minute, not logged one by one (${outcomes})`;
    try {
      await rewritePaymentEventDetail(this.db, await summary.id, detail);
    } catch (error) {
      console.warn('payment notifications: the summary could not be written:', error);
    }
  }
}
