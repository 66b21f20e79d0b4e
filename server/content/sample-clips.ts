/** The committed demo clips (made once by samples/make-samples.sh); every demo episode plays one. */
export interface SampleClip {
  /** Media path of the MP4 (H.264 baseline + AAC, faststart). */
  mp4: string;
  /** Media path of the HLS playlist, where there is one. */
  hls: string | null;
  seconds: number;
  width: number;
  height: number;
}

export const SAMPLE_CLIPS: readonly SampleClip[] = [
  { mp4: 'samples/clip-aurora.mp4', hls: 'samples/hls-aurora/index.m3u8', seconds: 8, width: 640, height: 360 },
  { mp4: 'samples/clip-fractal.mp4', hls: 'samples/hls-fractal/index.m3u8', seconds: 8, width: 640, height: 360 },
  { mp4: 'samples/clip-life.mp4', hls: null, seconds: 6, width: 640, height: 360 },
];
