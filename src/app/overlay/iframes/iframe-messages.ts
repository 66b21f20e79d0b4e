/**
 * Iframe items load a page through load_url and move on when it posts a message.
 * Only a message from that very frame counts: its window (event.source) and its origin, so that
 * another frame, a popup or a script on our page cannot skip an item or a page the item
 * navigated to (another origin) cannot either.
 *
 * The sandbox: `allow-scripts` is needed, or the page could not post its message.
 * `allow-same-origin` is given only to pages of another origin: there it just lets the page keep
 * its own origin (its cookies and storage, and the origin we check messages against) and grants
 * nothing over our page. A page of our own origin gets no `allow-same-origin`, because scripts
 * plus same-origin on our origin could reach into the app and lift the sandbox; its origin is
 * then opaque and its messages arrive with origin "null" (the window check still ties them to
 * the frame). No forms, popups or top navigation: an item cannot take the reader away.
 */
export interface FramePolicy {
  sandbox: string;
  /** The origin its messages must come from. */
  origin: string;
}

export function framePolicy(url: URL, ourOrigin: string): FramePolicy {
  if (url.origin === ourOrigin) return { sandbox: 'allow-scripts', origin: 'null' };
  return { sandbox: 'allow-scripts allow-same-origin', origin: url.origin };
}

export function isFromFrame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  frame: Pick<HTMLIFrameElement, 'contentWindow'> | null,
  origin: string,
): boolean {
  const window = frame?.contentWindow;
  return Boolean(window) && event.source === window && event.origin === origin;
}
