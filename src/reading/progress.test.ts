import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkCard } from '../core/contract/content';
import { createProgressWriter, FOOTPRINT_DEBOUNCE_MS, type ProgressPoint, resumePage } from './progress';

const work = { id: 7, kind: 'comic', title: 'T' } as WorkCard;
const point = (page: number, chapterId = 70): ProgressPoint => ({ work, chapterId, chapterTitle: 'c', page });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(imagesIdle: Promise<void> = Promise.resolve()) {
  const saveLocal = vi.fn();
  const sendRemote = vi.fn().mockResolvedValue({});
  const writer = createProgressWriter({
    saveLocal,
    sendRemote,
    whenImagesIdle: () => imagesIdle,
    onIdle: (run) => run(),
  });
  return { saveLocal, sendRemote, writer };
}

describe('createProgressWriter', () => {
  it('saves on the device at once and sends one footprint after the reader settles', async () => {
    const { saveLocal, sendRemote, writer } = setup();
    writer.update(point(1));
    writer.update(point(2));
    writer.update(point(3));
    expect(saveLocal).toHaveBeenCalledTimes(3);
    expect(sendRemote).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FOOTPRINT_DEBOUNCE_MS);
    expect(sendRemote).toHaveBeenCalledTimes(1);
    expect(sendRemote).toHaveBeenCalledWith(point(3));
  });

  it('waits for the images in flight before sending', async () => {
    let idle: () => void = () => {};
    const { sendRemote, writer } = setup(
      new Promise((resolve) => {
        idle = resolve;
      }),
    );
    writer.update(point(4));
    await vi.advanceTimersByTimeAsync(FOOTPRINT_DEBOUNCE_MS * 3);
    expect(sendRemote).not.toHaveBeenCalled();
    idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(sendRemote).toHaveBeenCalledWith(point(4));
  });

  it('does not send the same point twice, and forgives a failed send', async () => {
    const { sendRemote, writer } = setup();
    sendRemote.mockRejectedValueOnce(new Error('offline'));
    writer.update(point(5));
    writer.flush();
    await vi.advanceTimersByTimeAsync(0);
    writer.flush();
    expect(sendRemote).toHaveBeenCalledTimes(2);
    writer.flush();
    expect(sendRemote).toHaveBeenCalledTimes(2);
  });

  it('ignores repeats and stops after dispose', async () => {
    const { saveLocal, sendRemote, writer } = setup();
    writer.update(point(1));
    writer.update(point(1));
    expect(saveLocal).toHaveBeenCalledTimes(1);
    writer.dispose();
    writer.update(point(2));
    await vi.advanceTimersByTimeAsync(FOOTPRINT_DEBOUNCE_MS * 2);
    expect(saveLocal).toHaveBeenCalledTimes(1);
    expect(sendRemote).not.toHaveBeenCalled();
  });
});

describe('resumePage', () => {
  it('prefers the address, then the saved page of the same chapter, then the first page', () => {
    expect(resumePage(70, 4, { chapter_id: 70, position: 8 }, 12)).toBe(4);
    expect(resumePage(70, undefined, { chapter_id: 70, position: 8 }, 12)).toBe(8);
    expect(resumePage(71, undefined, { chapter_id: 70, position: 8 }, 12)).toBe(0);
    expect(resumePage(70, undefined, null, 12)).toBe(0);
  });

  it('stays inside the chapter', () => {
    expect(resumePage(70, 99, null, 12)).toBe(11);
    expect(resumePage(70, undefined, { chapter_id: 70, position: 40 }, 12)).toBe(11);
    expect(resumePage(70, -3, null, 12)).toBe(0);
    expect(resumePage(70, 3, null, 0)).toBe(0);
  });
});
