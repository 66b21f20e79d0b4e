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

export const OrdersQuery = v.strictObject({
  status: v.optional(v.picklist(['pending', 'paid', 'cancelled', 'expired'])),
  page,
  page_size: pageSize,
});

/** A path's numeric id (`/works/12`). */
export const IdParam = v.strictObject({ id });

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
