/**
 * Resolves in a task of its own: work split at it is not one long task that holds taps and the
 * first images. `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other tasks), a timeout elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
