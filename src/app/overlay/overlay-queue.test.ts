import { describe, expect, it } from 'vitest';
import type { Notice } from '../../core/contract/site';
import { EMPTY_PLAN, type OverlayPlan } from './overlay-plan';
import { firstStep, nextStep, type Step } from './overlay-queue';

const notice = { id: 1, type: 1, title: 't', content: '', show_frequency: 1, content_type: 1 } satisfies Notice;
const splash = { seconds: 5, href: null, appPath: null, images: [], tickMs: 1000, autoplayMs: 3000 };

/** Every step from the first to done. */
function walk(plan: OverlayPlan): Step[] {
  const steps = [firstStep(plan)];
  while (steps.at(-1)?.stage !== 'done') {
    steps.push(nextStep(plan, steps.at(-1) as Step));
    if (steps.length > 20) throw new Error('no end');
  }
  return steps;
}

describe('the overlay flow', () => {
  it('closes at once with no splash, no iframe items and no notices', () => {
    expect(walk(EMPTY_PLAN)).toEqual([{ stage: 'done' }]);
  });

  it('closes after the splash when there is nothing else', () => {
    expect(walk({ ...EMPTY_PLAN, splash })).toEqual([{ stage: 'splash' }, { stage: 'done' }]);
  });

  it('goes splash → each iframe item → each notice → done', () => {
    const plan = {
      splash,
      iframes: ['https://a/1', 'https://a/2'],
      notices: [notice, { ...notice, id: 2 }],
      swipeCount: 0,
    };
    expect(walk(plan)).toEqual([
      { stage: 'splash' },
      { stage: 'iframe', index: 0 },
      { stage: 'iframe', index: 1 },
      { stage: 'notice', index: 0 },
      { stage: 'notice', index: 1 },
      { stage: 'done' },
    ]);
  });

  it('closes after the iframe items when there are no notices', () => {
    expect(walk({ ...EMPTY_PLAN, iframes: ['https://a/1'] })).toEqual([
      { stage: 'iframe', index: 0 },
      { stage: 'done' },
    ]);
  });

  it('starts from the plan once it is loaded, and stays done', () => {
    const plan = { ...EMPTY_PLAN, notices: [notice] };
    expect(nextStep(plan, { stage: 'loading' })).toEqual({ stage: 'notice', index: 0 });
    expect(nextStep(plan, { stage: 'done' })).toEqual({ stage: 'done' });
  });
});
