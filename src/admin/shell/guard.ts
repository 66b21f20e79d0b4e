/**
 * Route guards: a desk page needs a session (else the sign-in page, then back) and its area's role
 * (else the no-access page). The server refuses the same calls whatever the page shows.
 */
import { redirect } from '@tanstack/react-router';
import type { SessionAnswer } from '../../core/admin/answers';
import { type Area, mayWorkIn } from '../../core/admin/roles';
import { loadSession } from '../api/session';
import { mayOpen, NAV } from './nav';

export class Forbidden extends Error {
  constructor(readonly area: Area) {
    super(`forbidden: ${area}`);
    this.name = 'Forbidden';
  }
}

/** The session, or off to sign in (coming back to `href` after). */
export async function requireSession(href: string): Promise<SessionAnswer> {
  const session = await loadSession();
  if (!session) throw redirect({ to: '/sign-in', search: { next: href } });
  return session;
}

/** Refuses the page unless the operator's role works in its area. */
export function requireArea(session: SessionAnswer, area: Area): void {
  if (!mayWorkIn(session.operator.role, area)) throw new Forbidden(area);
}

/** The first page the operator's role may open. */
export function homeOf(session: SessionAnswer) {
  return NAV.find((entry) => mayOpen(session.operator.role, entry))?.to ?? '/account';
}
