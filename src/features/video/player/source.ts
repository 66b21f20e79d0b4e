/**
 * How an episode is played. HLS goes through hls.js wherever Media Source Extensions exist (Android,
 * desktop, iPad), and natively where they do not but the browser speaks HLS itself (iPhone Safari);
 * MP4 plays directly. The server lists MP4 first; HLS is preferred when the browser can take it.
 */
export interface Source {
  url: string;
  type: 'mp4' | 'hls';
}

export type Playback = { source: Source; engine: 'native' | 'hls.js' };

export interface BrowserMedia {
  /** `'MediaSource' in window`. */
  mse: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl') !== ''`. */
  nativeHls: boolean;
}

export function browserMedia(video: HTMLVideoElement): BrowserMedia {
  return {
    mse: typeof window !== 'undefined' && 'MediaSource' in window,
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}

/** The ways to play these sources on this browser, best first (the next is the fallback). */
export function playbackPlan(sources: readonly Source[], media: BrowserMedia): Playback[] {
  const plan: Playback[] = [];
  for (const source of sources) {
    if (source.type === 'hls') {
      if (media.mse) plan.unshift({ source, engine: 'hls.js' });
      else if (media.nativeHls) plan.unshift({ source, engine: 'native' });
    } else {
      plan.push({ source, engine: 'native' });
    }
  }
  return plan;
}
