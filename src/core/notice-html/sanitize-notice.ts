/**
 * The DOMPurify path of notice-html.ts, for browsers without `Element.setHTML`: loaded only
 * there, in a chunk of its own, so that neither the home nor the notices carry DOMPurify where the
 * browser sanitises by itself. The same rules as the allowlist there; links and images are
 * finished by notice-html.ts for both paths.
 */
import DOMPurify from 'dompurify';

// An instance of our own, so that our settings do not change DOMPurify for anyone else.
let purify: ReturnType<typeof DOMPurify> | null = null;

export function sanitizeNoticeHtml(html: string): string {
  // The page's window (core is typed without the DOM's names).
  purify ??= DOMPurify(globalThis as never);
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
    // ids and names from a notice must not clobber the app's own (window.foo, document.foo).
    SANITIZE_NAMED_PROPS: true,
  });
}
