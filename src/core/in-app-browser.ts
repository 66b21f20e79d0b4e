/** Messaging apps' built-in browsers (WeChat, QQ) cannot install or keep the app. */
const MESSAGING_WEBVIEW = /MicroMessenger|WeChat|wxwork|\bQQ\/\d/i;

export function isMessagingWebView(userAgent: string): boolean {
  return MESSAGING_WEBVIEW.test(userAgent);
}
