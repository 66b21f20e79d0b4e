/**
 * The reader's records (gold ledger, payment orders, purchased chapters), the app recommendation
 * centre, the readers who joined with my invite code, and my agent application's status.
 */
import * as v from 'valibot';
import { WorkCard } from './content';

const page = <T extends v.GenericSchema>(item: T) =>
  v.object({ list: v.array(item), page: v.number(), page_size: v.number(), total: v.number(), has_more: v.boolean() });

/** One ledger row. `reason` is the ledger's kind (welcome, recharge, sign_in, purchase, …): open-ended. */
export const GoldRecord = v.object({
  id: v.number(),
  delta: v.number(),
  reason: v.string(),
  ref: v.nullable(v.string()),
  /** The balance right after this row: the sum of the ledger up to it. */
  balance: v.number(),
  created_at: v.number(),
});
export type GoldRecord = v.InferOutput<typeof GoldRecord>;
export const GoldRecordPage = page(GoldRecord);

/** One payment order (recharge or VIP); type and status are open-ended strings. */
export const PayRecord = v.object({
  id: v.number(),
  order_no: v.string(),
  type: v.string(),
  title: v.string(),
  amount_cents: v.number(),
  status: v.string(),
  created_at: v.number(),
});
export type PayRecord = v.InferOutput<typeof PayRecord>;
export const PayRecordPage = page(PayRecord);

export const PurchasedChapter = v.object({
  id: v.number(),
  idx: v.number(),
  title: v.string(),
  price: v.number(),
  purchased_at: v.number(),
});
/** The chapters bought in one work, latest purchase first; the page is of works. */
export const PurchaseGroup = v.object({ work: WorkCard, chapters: v.array(PurchasedChapter) });
export type PurchaseGroup = v.InferOutput<typeof PurchaseGroup>;
export const PurchaseGroupPage = page(PurchaseGroup);

/** A recommended app; `url` is always http(s) (the server leaves out any other). */
export const AppItem = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.string(),
  description: v.string(),
  url: v.string(),
});
export type AppItem = v.InferOutput<typeof AppItem>;
export const AppListAnswer = v.object({ list: v.array(AppItem) });

/** A reader who joined with my invite code. */
export const Invitee = v.object({ nickname: v.string(), joined_at: v.number() });
export type Invitee = v.InferOutput<typeof Invitee>;
export const InviteePage = page(Invitee);

/** rejected: an operator turned the application down (the reader may apply again). */
export const AgentStatus = v.picklist(['none', 'pending', 'approved', 'rejected']);
export type AgentStatus = v.InferOutput<typeof AgentStatus>;
export const AgentStatusAnswer = v.object({ status: AgentStatus });
