/**
 * The message the console sends the reader app's home preview (same origin, in an iframe): the
 * home answer the server built from a draft layout, which the preview draws with the reader's own
 * home code, as if it had come from the server's home call.
 */
import type { HomeAnswer, WorkKind } from '../contract/content';

export const HOME_PREVIEW_PATH = '/home_preview';

export interface HomePreviewDraft {
  kind: 'manyue:home-preview';
  channel: WorkKind;
  answer: HomeAnswer;
}

/** What the preview sends its parent once it listens: the console then sends the draft. */
export const HOME_PREVIEW_READY = 'manyue:home-preview-ready';

export const isHomeDraft = (data: unknown): data is HomePreviewDraft =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'manyue:home-preview';
