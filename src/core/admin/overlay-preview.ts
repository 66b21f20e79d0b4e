/**
 * The message the console sends the reader app's overlay preview (same origin, in an iframe): a
 * draft of the start-up overlay — notices and the site values of the splash and iframe items —
 * which the preview lays out with the reader's own overlay code, as if it came from the server.
 */
import type { Notice } from '../contract/site';

export const OVERLAY_PREVIEW_PATH = '/overlay_preview';

export interface OverlayPreviewDraft {
  kind: 'manyue:overlay-preview';
  notices: Notice[];
  values: Record<string, string>;
}

/** What the preview sends its parent once it listens: the console then sends the draft. */
export const PREVIEW_READY = 'manyue:overlay-preview-ready';

export const isOverlayDraft = (data: unknown): data is OverlayPreviewDraft =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'manyue:overlay-preview';
