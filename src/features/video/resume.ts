/**
 * Where an episode starts again: a few seconds before where the viewer stopped, so that they find
 * the thread; from the start when they had barely begun or had reached the end. Short clips scale
 * the margins down (a quarter of the clip at most to begin, an eighth at the end, half the position
 * replayed), so that a one-minute episode resumes too.
 */

/** Seconds replayed before the saved position. */
export const RESUME_LEAD_S = 3;
/** Below this the episode starts over: nothing worth resuming. */
export const RESUME_MIN_S = 5;
/** This close to the end counts as finished: the episode starts over. */
export const RESUME_END_S = 5;

/** The second to start at; 0 for the start. `duration` may be unknown (NaN, 0) before metadata. */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (!saved || !Number.isFinite(saved) || saved <= 0) return 0;
  const known = Number.isFinite(duration) && duration > 0;
  const least = known ? Math.min(RESUME_MIN_S, duration / 4) : RESUME_MIN_S;
  if (saved < least) return 0;
  if (known && saved >= duration - Math.min(RESUME_END_S, duration / 8)) return 0;
  return Math.max(0, saved - Math.min(RESUME_LEAD_S, saved / 2));
}
