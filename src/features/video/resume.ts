/**
 * Where an episode starts again: a few seconds before where the viewer stopped, so that they find
 * the thread; from the start when they had barely begun or had reached the end.
 */

/** Seconds replayed before the saved position. */
export const RESUME_LEAD_S = 3;
/** Below this the episode starts over: nothing worth resuming. */
export const RESUME_MIN_S = 5;
/** This close to the end counts as finished: the episode starts over. */
export const RESUME_END_S = 5;

/** The second to start at; 0 for the start. `duration` may be unknown (NaN, 0) before metadata. */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved < RESUME_MIN_S) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - RESUME_END_S) return 0;
  return Math.max(0, saved - RESUME_LEAD_S);
}
