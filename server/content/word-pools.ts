/** The notation of the demo's Chinese word and sentence pools (chinese-text.ts, story-worlds.ts). */

/** A pool written as one line of space-separated words. */
export const words = (line: string): readonly string[] => line.split(' ');
/** A pool of longer items, one a line. */
export const lines = (text: string): readonly string[] =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim());
