/**
 * A small stroke icon set (24×24, currentColor). The shapes live in one sprite, src/ui/icons.svg,
 * written into each page by the build, so that the path data of every screen's icons does not
 * weigh on the first visit's JS.
 */

export const ICON_NAMES = [
  'comic',
  'video',
  'vip',
  'star',
  'user',
  'back',
  'check',
  'chevron',
  'search',
  'settings',
  'coin',
  'history',
  'gift',
  'share',
  'key',
  'apps',
  'receipt',
  'calendar',
  'download',
  'headset',
  'globe',
  'moon',
  'mail',
  'lock',
  'empty',
  'copy',
  'close',
  'book',
  'wifiOff',
  'shareIos',
  'addSquare',
  'more',
  'pause',
  'play',
  'trash',
  'refresh',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href={`#i-${name}`} />
    </svg>
  );
}
