/**
 * A new site has no operator: at start, the server prints a link that sets up the first owner
 * (once: while that link is valid, later starts say so instead of printing another).
 */

import type { Db } from '../db/engine';
import { countOperators, pendingFirstOwnerLink } from '../db/operators';
import { nowSeconds } from '../time/china-time';
import { firstOwnerLink, LINK_HOURS } from './accounts';

export async function announceFirstOwner(db: Db, origin: string): Promise<string | null> {
  if ((await countOperators(db)) > 0) return null;
  if (await pendingFirstOwnerLink(db, nowSeconds())) {
    return 'No operator yet: open the set-up link printed at an earlier start, or run `npm run admin -- create <email> --role owner`.';
  }
  const link = await firstOwnerLink(db, origin);
  return link
    ? `No operator yet: set up the console's first owner at\n  ${link.link}\n  (valid ${LINK_HOURS} h, works once)`
    : null;
}
