/**
 * The native app wrapper. A wrapper opens the app with `?uuid=<token>`; we then keep
 * isApp=1 and hand every new login token back through whichever bridge the wrapper injected:
 *   Android: window.ManyueNative.postMessage(json)
 *   iOS:     window.webkit.messageHandlers.manyue.postMessage(json)
 * The message is `{"type":"token","token":"…"}` (token null after logout).
 */
interface Bridge {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ManyueNative?: Bridge;
    webkit?: { messageHandlers?: { manyue?: Bridge } };
  }
}

export function sendTokenToNative(token: string | null): void {
  const bridge = window.ManyueNative ?? window.webkit?.messageHandlers?.manyue;
  try {
    bridge?.postMessage(JSON.stringify({ type: 'token', token }));
  } catch {
    // A broken bridge must not break login in the page.
  }
}
