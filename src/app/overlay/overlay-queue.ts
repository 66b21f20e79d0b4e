/**
 * The overlay's order: the splash when there is one, then the
 * iframe items one by one, then the notices one by one, then closed. Pure, so the flow is tested
 * without a browser; overlay.state.ts holds the current step.
 */
import type { OverlayPlan } from './overlay-plan';

export type Step =
  | { stage: 'loading' }
  | { stage: 'splash' }
  | { stage: 'iframe'; index: number }
  | { stage: 'notice'; index: number }
  | { stage: 'done' };

const DONE: Step = { stage: 'done' };

/** The first step that has something to show after the splash. */
function afterSplash(plan: OverlayPlan): Step {
  if (plan.iframes.length) return { stage: 'iframe', index: 0 };
  return afterIframes(plan);
}

function afterIframes(plan: OverlayPlan): Step {
  // With no notices and no (more) iframe items the overlay closes.
  return plan.notices.length ? { stage: 'notice', index: 0 } : DONE;
}

export function firstStep(plan: OverlayPlan): Step {
  return plan.splash ? { stage: 'splash' } : afterSplash(plan);
}

/** The step after the current one is finished (countdown at 0 or 进入, a message, 我知道了). */
export function nextStep(plan: OverlayPlan, step: Step): Step {
  switch (step.stage) {
    case 'loading':
      return firstStep(plan);
    case 'splash':
      return afterSplash(plan);
    case 'iframe':
      return step.index + 1 < plan.iframes.length ? { stage: 'iframe', index: step.index + 1 } : afterIframes(plan);
    case 'notice':
      return step.index + 1 < plan.notices.length ? { stage: 'notice', index: step.index + 1 } : DONE;
    case 'done':
      return DONE;
  }
}
