import { describe, expect, it } from 'vitest';
import { AUTO_DOWNLOAD_RESERVE_BYTES, autoDownloadOn, connectionAllows, roomForMore } from './auto-download';

describe('autoDownloadOn', () => {
  it('follows the work’s own switch, else the default', () => {
    expect(autoDownloadOn({ byDefault: false, works: { 3: true } }, 3)).toBe(true);
    expect(autoDownloadOn({ byDefault: true, works: { 3: false } }, 3)).toBe(false);
    expect(autoDownloadOn({ byDefault: true, works: {} }, 4)).toBe(true);
  });
});

describe('connectionAllows', () => {
  it('holds back only a connection the browser says is not Wi-Fi, with Wi-Fi only on', () => {
    expect(connectionAllows(false, 'cellular')).toBe(true);
    expect(connectionAllows(true, 'cellular')).toBe(false);
    expect(connectionAllows(true, 'wifi')).toBe(true);
    expect(connectionAllows(true, 'ethernet')).toBe(true);
    expect(connectionAllows(true, undefined)).toBe(true);
    expect(connectionAllows(true, 'unknown')).toBe(true);
  });
});

describe('roomForMore', () => {
  it('keeps a tenth of the quota (and at least the reserve) free', () => {
    const quota = 10 * 1024 ** 3;
    expect(roomForMore({ usage: quota * 0.5, quota })).toBe(true);
    expect(roomForMore({ usage: quota * 0.95, quota })).toBe(false);
    expect(roomForMore({ usage: 0, quota: AUTO_DOWNLOAD_RESERVE_BYTES / 2 })).toBe(false);
    expect(roomForMore(null)).toBe(true);
  });
});
