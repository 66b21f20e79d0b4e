/**
 * The overlay's progress for this page load, outside React: the home is kept alive and may be
 * hidden and shown again (or remounted), and the overlay must neither replay nor restart then.
 */
import { proxy } from 'valtio';
import { EMPTY_PLAN, type OverlayPlan } from './overlay-plan';
import { firstStep, nextStep, type Step } from './overlay-queue';

export const overlay = proxy({
  plan: EMPTY_PLAN as OverlayPlan,
  step: { stage: 'loading' } as Step,
});

let started = false;

/** Decides once per page load; `onPlan` may start loading the UI the plan needs. */
export function startOverlay(decide: () => Promise<OverlayPlan>, onPlan?: (plan: OverlayPlan) => void): void {
  if (started) return;
  started = true;
  decide().then(
    (plan) => {
      onPlan?.(plan);
      overlay.plan = plan;
      overlay.step = firstStep(plan);
    },
    () => {
      overlay.step = { stage: 'done' };
    },
  );
}

const same = (a: Step, b: Step) =>
  a.stage === b.stage && ('index' in a ? a.index : -1) === ('index' in b ? b.index : -1);

/**
 * Ends `step` and moves to the next. Ignored when `step` is no longer the current one, so that
 * two events for one step (a click and Escape, a repeated message) cannot skip the next item.
 */
export function finishStep(step: Step): void {
  if (!same(step, overlay.step)) return;
  overlay.step = nextStep(overlay.plan, overlay.step);
}

/** Tests only: back to a fresh page load. */
export function resetOverlayForTests(): void {
  started = false;
  overlay.plan = EMPTY_PLAN;
  overlay.step = { stage: 'loading' };
}
