/**
 * The one sanitiser of notice content, shared by the reader's overlay and the console's preview
 * of it (which runs that overlay). Notice content is HTML written in the site's back office: it is
 * sanitised before it reaches the page, whoever wrote it. Where the browser has the HTML Sanitizer API
 * (`Element.setHTML`, Chromium ≥ 146, Firefox ≥ 148) it does the work with the allowlist below and
 * nothing more is downloaded; elsewhere DOMPurify (sanitize-notice.ts, its own chunk) does, with
 * the same rules. HTML only (no SVG or MathML, where most mutation tricks live), no <style> (it
 * would restyle the whole app), no form controls (a notice is not a place to type a password), no
 * id or name (they must not clobber the app's own window.foo). Links open in a new tab without a
 * handle on ours; images load lazily.
 */

/** What a notice may be made of: text structure and formatting, links, images, tables. */
const ELEMENTS = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'details',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
];
const ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'style',
  'class',
  'width',
  'height',
  'align',
  'valign',
  'color',
  'face',
  'size',
  'colspan',
  'rowspan',
  'dir',
  'lang',
  'datetime',
  'cite',
  'open',
];

/** Addresses no notice may point at: script, or a document made of the address itself. */
const UNSAFE_URL = /^\s*(javascript|data|vbscript):/i;

/** The few members of the DOM the sanitiser touches (core compiles without the DOM's types). */
interface NoticeElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Where sanitised content goes: a page's element. */
export interface NoticeTarget {
  innerHTML: string;
  querySelectorAll(selectors: string): Iterable<NoticeElement>;
}

interface SanitizerConfig {
  elements: string[];
  attributes: string[];
  comments: boolean;
  dataAttributes: boolean;
}

interface SanitizingTarget extends NoticeTarget {
  setHTML(html: string, options: { sanitizer: SanitizerConfig }): void;
}

/** Whether this browser sanitises by itself (and DOMPurify need not be loaded). */
export const hasSetHtml = (): boolean => {
  const element = (globalThis as { Element?: { prototype: object } }).Element;
  return element !== undefined && 'setHTML' in element.prototype;
};

/** The app's own finishing on a sanitised tree: safe addresses only, links in a new tab, lazy images. */
function finish(root: NoticeTarget): void {
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['href', 'src', 'cite']) {
      const value = element.getAttribute(name);
      if (value !== null && UNSAFE_URL.test(value)) element.removeAttribute(name);
    }
    if (element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else if (element.tagName === 'IMG') {
      element.setAttribute('loading', 'lazy');
      element.setAttribute('decoding', 'async');
    }
  }
}

/**
 * Puts the sanitised `html` into `target`: at once with setHTML, else once DOMPurify has loaded
 * (and only if `current()` still says so: the content may have changed meanwhile).
 */
export async function renderNoticeHtml(target: NoticeTarget, html: string, current = () => true): Promise<void> {
  if (hasSetHtml()) {
    (target as SanitizingTarget).setHTML(html, {
      sanitizer: { elements: ELEMENTS, attributes: ATTRIBUTES, comments: false, dataAttributes: false },
    });
  } else {
    const { sanitizeNoticeHtml } = await import('./sanitize-notice');
    if (!current()) return;
    target.innerHTML = sanitizeNoticeHtml(html);
  }
  finish(target);
}
