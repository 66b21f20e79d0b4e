import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../core/contract/site';
import { finishStep, overlay, resetOverlayForTests, startOverlay } from './overlay.state';
import type { OverlayPlan } from './overlay-plan';

const notice = (id: number): Notice => ({ id, type: 1, title: '', content: '', show_frequency: 1, content_type: 1 });
const plan: OverlayPlan = {
  splash: null,
  iframes: ['https://a.example/'],
  notices: [notice(1), notice(2)],
  swipeCount: 0,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('overlay store', () => {
  beforeEach(resetOverlayForTests);

  it('decides once per page load', async () => {
    const decide = vi.fn(async () => plan);
    startOverlay(decide);
    startOverlay(decide);
    await settle();
    expect(decide).toHaveBeenCalledTimes(1);
    expect(overlay.step).toEqual({ stage: 'iframe', index: 0 });
  });

  it('hands the plan to onPlan before showing it, so the UI can start loading', async () => {
    const onPlan = vi.fn();
    startOverlay(async () => plan, onPlan);
    await settle();
    expect(onPlan).toHaveBeenCalledWith(plan);
  });

  it('closes when the decision fails', async () => {
    startOverlay(async () => {
      throw new Error('offline');
    });
    await settle();
    expect(overlay.step).toEqual({ stage: 'done' });
  });

  it('ignores a second finish of the same step', async () => {
    startOverlay(async () => plan);
    await settle();
    const iframe = { ...overlay.step };
    finishStep(iframe);
    finishStep(iframe);
    expect(overlay.step).toEqual({ stage: 'notice', index: 0 });
    const first = { ...overlay.step };
    finishStep(first);
    finishStep(first);
    expect(overlay.step).toEqual({ stage: 'notice', index: 1 });
    finishStep({ ...overlay.step });
    expect(overlay.step).toEqual({ stage: 'done' });
  });
});
