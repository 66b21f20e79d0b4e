/** What the video specs share: the demo videos of the channel, and the player's element as it stands. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The videos of the video channel, by work id. */
export async function videoIds(page: Page, base = ''): Promise<number[]> {
  await page.goto(`${base}/video`);
  const links = page.locator('[href*="video_index"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/id=(\d+)/.exec(href)?.[1])).filter((id) => id > 0))];
}

export const media = (page: Page) =>
  page.getByTestId('video').evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    rate: v.playbackRate,
    duration: v.duration,
    src: v.currentSrc,
  }));
