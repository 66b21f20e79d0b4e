/**
 * The episode page's address: `/video_index?id=<work>&episode=<episode's chapter id>`. A bad value
 * falls back instead of failing the route: no work → "not found"; no episode → where the viewer left
 * the work, else its first episode.
 */
import * as v from 'valibot';

export const VideoSearch = v.object({
  id: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  episode: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
