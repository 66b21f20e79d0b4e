/**
 * Notice content is HTML written in the site's back office (spec §3): it is sanitised with
 * DOMPurify before it reaches the page, whoever wrote it. HTML only (no SVG or MathML, where most
 * mutation tricks live), no <style> (it would restyle the whole app) and no form controls (a
 * notice is not a place to type a password). Links open in a new tab without a handle on ours.
 * This module is only in the lazily loaded notice chunk: DOMPurify never weighs on the home.
 */
import DOMPurify from 'dompurify';

// An instance of our own, so that our hooks do not change DOMPurify for anyone else.
let purify: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purify;
}

export function sanitizeNoticeHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'dialog'],
    // ids and names from a notice must not clobber the app's own (window.foo, document.foo).
    SANITIZE_NAMED_PROPS: true,
  });
}
