/**
 * site_statis: the address of a statistics script, added once per page load as
 * <script src async>. The server's Content-Security-Policy must list that script's origin in
 * script-src (and in connect-src / img-src for its beacons), or the browser refuses to run it:
 * see server/http/security.ts.
 */
import { safeUrl } from './safe-url';

let injected = false;

/** Returns whether a script was added by this call. */
export function injectSiteStatistics(raw: string | undefined, doc: Document = document): boolean {
  if (injected) return false;
  const url = safeUrl(raw, doc.location.origin);
  if (!url) return false;
  injected = true;
  const script = doc.createElement('script');
  script.src = url.href;
  script.async = true;
  script.dataset.siteStatis = '';
  doc.head.append(script);
  return true;
}
