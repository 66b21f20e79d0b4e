/**
 * Whether the server's first paint still lies over the app (a first visit, until the hand-over:
 * useFirstPaintHandOver): what the app draws meanwhile is not seen, so a screen leaves out its
 * skeleton (drawn and torn down unseen, two commits on the main thread for nothing) and draws its
 * lower parts a task later (Later).
 */
import { FIRST_PAINT_ID } from '../core/contract/paths';

export const underFirstPaint = (): boolean => document.getElementById(FIRST_PAINT_ID) !== null;
