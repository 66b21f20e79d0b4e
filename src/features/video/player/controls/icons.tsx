/**
 * The player's own glyphs (the app's sprite has no fullscreen, PiP, volume or sun): drawn inline,
 * in the player's chunk only, with the same 24×24 stroke style as ui/Icon.
 */
const PATHS = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  fullscreenExit: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  pip: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5M3 6v12a2 2 0 0 0 2 2h6M14 14h7v6h-7z',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12',
  mute: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  back10: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
  forward10: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4',
  next: 'M6 5l9 7-9 7zM18 5v14',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, size = 24 }: { name: PlayerIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
