/**
 * A counter of this process's changes to what the homes show (works, banners, classes, topics,
 * free windows): answers kept per content (api/home-cache.ts) are built again once it has moved.
 * Every write this server makes to those tables calls contentChanged after it has committed.
 */
let version = 0;

export const contentVersion = (): number => version;

export function contentChanged(): void {
  version++;
}
