/**
 * 金币记录, 充值记录, 我的购买, 应用中心, 我的分享 and the agent application's status: read-only
 * views of what the reader's money, purchases and invitations left behind.
 */
import type { AppItem, PurchaseGroup } from '../../src/core/contract/growth';
import { webUrl } from '../../src/core/rules/web-url';
import { pageAnswer } from '../db/paging';
import { agentStatusOf, listApps, pageOfInvitees, pageOfLedger, pageOfOrders, pageOfPurchases } from '../db/records';
import { mediaUrl } from '../media/media-store';
import { nowSeconds } from '../time/china-time';
import { toCards } from './cards';
import { requireUser } from './context';
import type { Handlers } from './handler';

export const recordHandlers: Handlers<
  'goldRecords' | 'payRecords' | 'purchaseRecords' | 'appList' | 'inviteList' | 'agentStatus'
> = {
  async goldRecords(body, ctx) {
    const user = await requireUser(ctx);
    const { rows, total } = await pageOfLedger(ctx.db, user.id, body);
    return pageAnswer(rows, body, total);
  },

  async payRecords(body, ctx) {
    const user = await requireUser(ctx);
    const { rows, total } = await pageOfOrders(ctx.db, user.id, body);
    return pageAnswer(rows, body, total);
  },

  async purchaseRecords(body, ctx) {
    const user = await requireUser(ctx);
    const now = nowSeconds();
    const { works, chapters, total } = await pageOfPurchases(ctx.db, user.id, body, now);
    const cards = await toCards(ctx.db, works, ctx.media, now);
    const list: PurchaseGroup[] = cards.map((work) => ({
      work,
      chapters: chapters
        .filter((c) => c.work_id === work.id)
        .map(({ id, idx, title, price, purchased_at }) => ({ id, idx, title, price, purchased_at })),
    }));
    return pageAnswer(list, body, total);
  },

  async appList(_body, ctx) {
    const rows = await listApps(ctx.db);
    // Only http(s) links leave the app: a row with any other scheme (javascript:, data:, …) is left out.
    const list: AppItem[] = rows.flatMap((app) => {
      const url = webUrl(app.url);
      return url ? [{ ...app, url, icon: mediaUrl(ctx.media, app.icon) }] : [];
    });
    return { list };
  },

  async inviteList(body, ctx) {
    const user = await requireUser(ctx);
    const { rows, total } = await pageOfInvitees(ctx.db, user.share_code, body);
    return pageAnswer(rows, body, total);
  },

  async agentStatus(_body, ctx) {
    const user = await requireUser(ctx);
    return { status: await agentStatusOf(ctx.db, user.id) };
  },
};
