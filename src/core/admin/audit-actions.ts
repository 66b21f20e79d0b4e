/** What the audit log records, by what it acts on: the server writes these, the console names them. */

export const AUDIT_ACTIONS = [
  'work.create',
  'work.edit',
  'work.hide',
  'work.unhide',
  'work.cover',
  'work.delete',
  'work.import',
  'chapters.import',
  'chapters.reorder',
  'chapter.edit',
  'chapter.delete',
  'notice.create',
  'notice.edit',
  'notice.delete',
  'operator.create',
  'operator.edit',
  'operator.reset',
  'operator.setPassword',
  'operator.signIn',
  'operator.signOut',
  'operator.signOutEverywhere',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
