/**
 * The first answers the document may carry (server/document/document.ts): the encrypted API base and
 * the answers of the screen's first calls (the home, a detail, a reader's chapter as a visitor reads
 * it), as they read decrypted: the document's copy is not encrypted. Each is taken once: later calls
 * go to the network as always. A document without the block (a plain CDN, the service worker's copy)
 * has none, and the app fetches them itself.
 */
import { DOCUMENT_BOOT_ID, type DocumentBoot } from '../core/contract/paths';

let boot: Partial<DocumentBoot> | undefined;
const taken = new Set<number>();

function read(): Partial<DocumentBoot> {
  if (boot) return boot;
  boot = {};
  const text = typeof document === 'undefined' ? null : document.getElementById(DOCUMENT_BOOT_ID)?.textContent;
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    if (value && typeof value === 'object') boot = value as Partial<DocumentBoot>;
  } catch {
    // A block that does not parse is as good as none.
  }
  return boot;
}

/** The encrypted text of /apiPath.txt, when the document brought it. */
export function documentApiPath(): string | undefined {
  const { apiPath } = read();
  return typeof apiPath === 'string' ? apiPath : undefined;
}

/**
 * The answer to this call (not encrypted), when the document brought it and it was not used
 * yet; a visitor's answer only to a call `asVisitor`: made without a token, or with the guest's
 * this page just created (nothing bought, no VIP, no auto-buy: a free chapter reads the same, and
 * the guest login a first visit starts beside its first screen need not cost that screen a second
 * request when it ends first).
 */
export function takeDocumentAnswer(name: string, body: unknown, asVisitor = true): unknown {
  const { answers } = read();
  if (!Array.isArray(answers)) return undefined;
  const wanted = JSON.stringify(body);
  const at = answers.findIndex(
    (item, i) =>
      !taken.has(i) && item?.name === name && (asVisitor || !item.visitor) && JSON.stringify(item.body) === wanted,
  );
  if (at < 0) return undefined;
  taken.add(at);
  return answers[at]?.answer;
}
