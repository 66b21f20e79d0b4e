/**
 * service_qq and qq_group travel HTML-escaped (&lt; &gt; &quot;), as the spec sends them: the server
 * escapes what the console stores, readers decode them for display. Kept apart from the console's
 * schemas so that the reader's entry does not carry them.
 */

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const UNESCAPES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"' };

export const escapeSupportText = (text: string) => text.replace(/[<>"]/g, (c) => ESCAPES[c] ?? c);
export const decodeSupportText = (text: string) => text.replace(/&lt;|&gt;|&quot;/g, (m) => UNESCAPES[m] ?? m);
