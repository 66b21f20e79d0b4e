/**
 * Operators' roles and the console's areas each may work in: the server refuses every endpoint of
 * an area to the other roles (403), and the console shows only the areas of the operator's role.
 */

export const OPERATOR_ROLES = ['owner', 'editor', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const AREA_ROLES = {
  /** Works, chapters, uploads; the home and the start-up overlay. */
  content: ['owner', 'editor'],
  /** Orders, refunds, packages and prices. */
  finance: ['owner', 'finance'],
  /** Readers: look-up, gold, VIP, bans. */
  readers: ['owner', 'support'],
  /** The audit log. */
  audit: ['owner'],
  /** Operator accounts and the site's settings. */
  site: ['owner'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Area = keyof typeof AREA_ROLES;

export const mayWorkIn = (role: OperatorRole, area: Area): boolean =>
  (AREA_ROLES[area] as readonly OperatorRole[]).includes(role);
