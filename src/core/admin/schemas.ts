/**
 * The console API's requests: one valibot schema per endpoint body or query, the one copy the
 * server validates with and the console's forms check with. Queries arrive as text: their numbers
 * are read from it.
 */
import * as v from 'valibot';
import { OPERATOR_ROLES } from './roles';

/** A whole number within bounds, from a JSON number or a query string. */
const int = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

const id = int(1, Number.MAX_SAFE_INTEGER);
/** Unix seconds (2000 to 2100). */
const seconds = int(946_684_800, 4_102_444_800);
const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const page = v.optional(int(1, 100_000), 1);
const pageSize = v.optional(int(5, 100), 20);

export const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));
/** An operator's new password: long enough to resist guessing at the login limits. */
export const newPassword = v.pipe(v.string(), v.minLength(10), v.maxLength(128));
export const operatorRole = v.picklist(OPERATOR_ROLES);
export const workKind = v.picklist(['comic', 'novel', 'video']);
export const workStatus = v.picklist(['ongoing', 'completed']);
export const chapterAccess = v.picklist(['free', 'vip', 'gold']);

export const SignInBody = v.strictObject({ email, password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

/** A one-time link's token: 32 random bytes in hex. */
export const linkToken = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/** Setting a password with a link; the first owner's link asks for the email too. */
export const PasswordBody = v.strictObject({ token: linkToken, password: newPassword, email: v.optional(email) });

export const LinkQuery = v.strictObject({ token: linkToken });

/** A work's fields as the API takes them (the console's form checks its own values with these too). */
export const WORK_FIELDS = {
  title: text(1, 80),
  author: text(1, 40),
  description: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  class_id: id,
  tags: v.pipe(v.array(text(1, 12)), v.maxLength(8)),
  status: workStatus,
  /** The end of a limited-free window over the whole work (null: none). */
  free_until: v.nullable(seconds),
  /** The ISO weekday (1 = Monday) its new chapters come out, which puts it on 今日更新 that day; null: none. */
  update_weekday: v.optional(v.nullable(int(1, 7)), null),
};

export const WorkCreateBody = v.strictObject({ kind: workKind, ...WORK_FIELDS });
export const WorkEditBody = v.partial(v.strictObject({ ...WORK_FIELDS, hidden: v.boolean() }));

export const WORK_SORTS = ['updated', 'created', 'views', 'title', 'id'] as const;

export const WorkListQuery = v.strictObject({
  q: v.optional(text(0, 80)),
  kind: v.optional(workKind),
  class_id: v.optional(id),
  status: v.optional(workStatus),
  /** shown: readers may see it now; hidden: hidden by an operator; draft: no published chapter yet. */
  visibility: v.optional(v.picklist(['shown', 'hidden', 'draft'])),
  sort: v.optional(v.picklist(WORK_SORTS), 'updated'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page,
  page_size: pageSize,
});

export const ClassesQuery = v.strictObject({ kind: v.optional(workKind) });

/** A chapter's fields as the API takes them. */
export const CHAPTER_FIELDS = {
  title: text(1, 80),
  access: chapterAccess,
  /** Gold, when access is gold. */
  price: int(0, 100_000),
  /** When readers see it: now or a time to come. */
  published_at: seconds,
  hidden: v.boolean(),
};

export const ChapterEditBody = v.partial(v.strictObject(CHAPTER_FIELDS));

export const ChapterOrderBody = v.strictObject({ ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(20_000)) });

/** A file's place in what was chosen: its name, or its path inside a chosen folder. */
const relativePath = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(400),
  v.check((path) => !path.split('/').some((part) => part === '' || part === '.' || part === '..'), 'a relative path'),
);

/** Imports uploaded files through the importers: a new work, or chapters added to `work_id`. */
export const ImportBody = v.strictObject({
  kind: workKind,
  files: v.pipe(
    v.array(v.strictObject({ upload: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)), path: relativePath })),
    v.minLength(1),
    v.maxLength(5000),
  ),
  work_id: v.optional(id),
  title: v.optional(text(1, 80)),
  author: v.optional(text(1, 40)),
  class_name: v.optional(text(1, 20)),
  publish_at: v.optional(seconds),
});

export const AuditQuery = v.strictObject({
  operator: v.optional(text(0, 254)),
  action: v.optional(text(0, 60)),
  target_type: v.optional(text(0, 40)),
  target_id: v.optional(text(0, 40)),
  from: v.optional(seconds),
  to: v.optional(seconds),
  page,
  page_size: pageSize,
});

export const OperatorCreateBody = v.strictObject({ email, role: operatorRole });
export const OperatorEditBody = v.partial(v.strictObject({ role: operatorRole, disabled: v.boolean() }));

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;

/** A China calendar date, `2025-11-26`. */
export const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Orders by status, China dates made (from and to, both included), reader (UID) and provider. */
export const OrderFilter = {
  status: v.optional(v.picklist(ORDER_STATUSES)),
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  reader: v.optional(text(1, 40)),
  provider: v.optional(text(1, 40)),
};

export const OrdersQuery = v.strictObject({ ...OrderFilter, page, page_size: pageSize });
export const OrdersCsvQuery = v.strictObject(OrderFilter);

/** Why an operator refunds, adjusts or bans: always said. */
export const reasonText = text(2, 200);

export const RefundBody = v.strictObject({ reason: reasonText });

/** A recharge pack (gold, bonus) or a VIP plan (days); prices in cents. */
export const PACKAGE_FIELDS = {
  type: v.picklist(['gold', 'vip']),
  title: text(1, 40),
  gold: int(0, 1_000_000),
  bonus: int(0, 1_000_000),
  days: int(0, 3660),
  price_cents: int(1, 10_000_000),
  sort: int(0, 10_000),
  enabled: v.boolean(),
};
export const PackageBody = v.pipe(
  v.strictObject(PACKAGE_FIELDS),
  v.check((p) => (p.type === 'gold' ? p.gold > 0 : p.days > 0), 'a pack gives gold, a plan days'),
);
export const PackageEditBody = v.partial(v.strictObject(PACKAGE_FIELDS));

/** The sign-in week's seven rewards. */
export const signInRewards = v.pipe(v.array(int(0, 100_000)), v.length(7));

export const MoneySettingsBody = v.partial(
  v.strictObject({
    welcome_gold: int(0, 100_000),
    sign_in_rewards: signInRewards,
    default_chapter_price: int(1, 100_000),
  }),
);

/** A path's numeric id (`/works/12`). */
export const IdParam = v.strictObject({ id });

/** Readers found by UID, email or phone (exactly) or nickname (a part). */
export const ReadersQuery = v.strictObject({ q: v.optional(text(0, 80)), page, page_size: pageSize });

export const PageQuery = v.strictObject({ page, page_size: pageSize });

/** Gold added (above zero) or taken (below), with why. */
export const GoldAdjustBody = v.strictObject({
  delta: v.pipe(
    int(-1_000_000, 1_000_000),
    v.check((n) => n !== 0, 'not zero'),
  ),
  reason: reasonText,
});

export const VipGrantBody = v.strictObject({ days: int(1, 3660), reason: reasonText });

export const BanBody = v.strictObject({ reason: reasonText });

export const AgentsQuery = v.strictObject({
  status: v.optional(v.picklist(['pending', 'approved', 'rejected']), 'pending'),
  page,
  page_size: pageSize,
});
/**
 * A start-up notice: its type (2 is one pop-up list, 1 the other), how often a reader sees it (1 every
 * time, 2 once a day, 3 only once), its HTML content (the reader sanitises it as it shows it).
 */
const noticeFields = {
  type: v.picklist([1, 2]),
  title: text(1, 60),
  content: text(1, 20_000),
  show_frequency: v.picklist([1, 2, 3]),
  /** Kept by the reader with its record of shown notices. */
  content_type: int(0, 99),
  sort: int(0, 9999),
  enabled: v.boolean(),
};
export const NoticeBody = v.strictObject(noticeFields);
export const NoticeEditBody = v.strictObject(
  Object.fromEntries(Object.entries(noticeFields).map(([k, s]) => [k, v.optional(s)])) as {
    [K in keyof typeof noticeFields]: v.OptionalSchema<(typeof noticeFields)[K], undefined>;
  },
);
