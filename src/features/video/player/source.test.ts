import { describe, expect, it } from 'vitest';
import { playbackPlan } from './source';

const mp4 = { url: 'https://m/a.mp4', type: 'mp4' as const };
const hls = { url: 'https://m/a/index.m3u8', type: 'hls' as const };

describe('playbackPlan', () => {
  it('plays HLS through hls.js where MSE exists, with the MP4 as fallback', () => {
    expect(playbackPlan([mp4, hls], { mse: true, nativeHls: true })).toEqual([
      { source: hls, engine: 'hls.js' },
      { source: mp4, engine: 'native' },
    ]);
  });
  it('plays HLS natively where there is no MSE but the browser speaks HLS (iPhone Safari)', () => {
    expect(playbackPlan([mp4, hls], { mse: false, nativeHls: true })[0]).toEqual({ source: hls, engine: 'native' });
  });
  it('skips HLS a browser cannot play, and plays MP4 directly', () => {
    expect(playbackPlan([mp4, hls], { mse: false, nativeHls: false })).toEqual([{ source: mp4, engine: 'native' }]);
    expect(playbackPlan([mp4], { mse: true, nativeHls: false })).toEqual([{ source: mp4, engine: 'native' }]);
  });
  it('has nothing to play without sources', () => {
    expect(playbackPlan([], { mse: true, nativeHls: true })).toEqual([]);
  });
});
