/** The overlay's decider: the fetched notices, the site settings and the reader's record → the plan. */
import type { Notice } from '../../core/contract/site';
import { site } from '../../state/site';
import { type OverlayPlan, planOverlay } from './overlay-plan';
import { readShownRecords } from './shown-notices';

export async function decideOverlay(data: Promise<Notice[][]>): Promise<OverlayPlan> {
  const notices = await data;
  return planOverlay({
    values: site.values,
    notices,
    records: readShownRecords(),
    // Read after the answers arrive: the frequency rule works on the day the notices are shown.
    now: new Date(),
    origin: location.origin,
  });
}
