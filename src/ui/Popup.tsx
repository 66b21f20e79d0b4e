/**
 * A modal dialog: a card over a dimmed page (`center`) or a layer over the whole screen
 * (`full`). It is rendered in place, not in a portal, so that a kept-alive screen hidden by
 * <Activity> hides its dialog with it. While mounted it
 * - moves focus in (to the element marked `data-autofocus`, else the dialog itself) once it is
 *   drawn, and gives it back on close, keeping Tab inside — in a document that has the focus;
 * - calls `onEscape` for the Escape key, wherever focus is;
 * - locks the page's scrolling, so a swipe on the dialog does not scroll the screen behind.
 */
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import styles from './Popup.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

let locks = 0;
let savedOverflow = '';

/** Counted, so that one dialog following another does not unlock the page in between. */
function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--locks === 0) root.style.overflow = savedOverflow;
  };
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export interface PopupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  variant?: 'center' | 'full';
  /** Escape: the dialog's dismiss action. Without it Escape does nothing. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * Moves the focus to `node` when this document has it. A frame without the focus (the console's
 * phone preview, drawn while the operator types beside it) would take it from the page around it:
 * there a dialog waits to be entered.
 */
function focusInFocusedDocument(node: HTMLElement | null) {
  if (node && document.hasFocus()) node.focus({ preventScroll: true });
}

/**
 * Focuses `target()` once the frame that draws it is out: focus needs the page's style and layout,
 * which the frame computes in its own task, instead of the focus forcing them in the effect that
 * calls this. Returns the cancel.
 */
export function focusAfterFrame(target: () => HTMLElement | null): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => focusInFocusedDocument(target()));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export function Popup({ variant = 'center', onEscape, className, children, ...rest }: PopupProps) {
  const panel = useRef<HTMLDivElement>(null);
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const unlock = lockScroll();
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancelFocus = focusAfterFrame(() => node.querySelector<HTMLElement>('[data-autofocus]') ?? node);

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.preventDefault();
        onEscapeRef.current();
      } else if (event.key === 'Tab') {
        const items = focusables(node);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) {
          event.preventDefault();
          node.focus();
        } else if (event.shiftKey && (document.activeElement === first || document.activeElement === node)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that leaves the dialog (a click on the backdrop, assistive tech) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target)) node.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      if (before?.isConnected) focusInFocusedDocument(before);
    };
  }, []);

  return (
    <div className={variant === 'full' ? `${styles.backdrop} ${styles.full}` : styles.backdrop}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {children}
      </div>
    </div>
  );
}
