/**
 * A long press on a page (a finger held still, or a right click): it opens the page's sheet and is
 * nothing else — the lifted finger is no tap (paged mode counts a press this long as no tap; the
 * strip's click is swallowed here), and the browser's own menu does not open over it.
 */
import { type MouseEvent, type PointerEvent, useRef } from 'react';

/** Held this long without moving: the same as the systems' own long press. */
export const LONG_PRESS_MS = 550;
const SLOP = 10;

export interface PressedPage {
  src: string;
  number: number;
}

/** The decoded page under the pointer, if any (PageImage marks its box with the source and number). */
function pageAt(target: EventTarget | null): PressedPage | null {
  const box = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-src][data-phase="ready"]');
  const src = box?.dataset.src;
  const number = Number(box?.dataset.number);
  return src && number > 0 ? { src, number } : null;
}

export function useLongPress(onPress: (page: PressedPage) => void) {
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const fired = useRef(false);

  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };

  return {
    onPointerDown(event: PointerEvent) {
      // A second finger (a pinch) ends the press too.
      cancel();
      fired.current = false;
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const page = pageAt(event.target);
      if (!page) return;
      press.current = {
        x: event.clientX,
        y: event.clientY,
        timer: setTimeout(() => {
          press.current = null;
          fired.current = true;
          onPress(page);
        }, LONG_PRESS_MS),
      };
    },
    onPointerMove(event: PointerEvent) {
      const at = press.current;
      if (at && Math.hypot(event.clientX - at.x, event.clientY - at.y) > SLOP) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu(event: MouseEvent) {
      const page = pageAt(event.target);
      if (!page) return;
      event.preventDefault();
      if (fired.current || press.current) return;
      cancel();
      onPress(page);
    },
    onClickCapture(event: MouseEvent) {
      if (!fired.current) return;
      fired.current = false;
      event.stopPropagation();
      event.preventDefault();
    },
  };
}
