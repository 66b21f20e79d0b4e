/**
 * The swipe-style pop-up's gesture: a horizontal drag moves the card, a drag past SWIPE_DISTANCE
 * (either way) sends it off and shows the next notice, like 我知道了. Vertical drags are left to
 * the content's own scrolling (touch-action: pan-y on the card).
 */
import { type PointerEvent, type MouseEvent as ReactMouseEvent, useEffect, useRef, useState } from 'react';

export const SWIPE_DISTANCE = 80;
/** How far a finger moves before the gesture is a drag and not a tap or a scroll. */
export const DRAG_SLOP = 10;
export const LEAVE_MS = 220;

export type Direction = -1 | 1;

/** What a released drag does: leave to one side, or settle back (null). */
export function swipeOutcome(dx: number): Direction | null {
  if (dx <= -SWIPE_DISTANCE) return -1;
  if (dx >= SWIPE_DISTANCE) return 1;
  return null;
}

/** Whether a move that far is the start of a horizontal drag (null: not decided yet). */
export function dragIntent(dx: number, dy: number): 'drag' | 'scroll' | null {
  if (Math.abs(dx) < DRAG_SLOP && Math.abs(dy) < DRAG_SLOP) return null;
  return Math.abs(dx) > Math.abs(dy) ? 'drag' : 'scroll';
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useSwipe(onSwiped: () => void) {
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<{ x: number; y: number; id: number; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = (direction: Direction) => {
    // With reduced motion the card is not thrown across the screen: the next one simply appears.
    if (reducedMotion()) return onSwiped();
    setLeaving(direction);
    timer.current = setTimeout(onSwiped, LEAVE_MS);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || leaving) return;
      dragged.current = false;
      gesture.current = { x: event.clientX, y: event.clientY, id: event.pointerId, dragging: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      if (!g || event.pointerId !== g.id) return;
      const moveX = event.clientX - g.x;
      if (!g.dragging) {
        const intent = dragIntent(moveX, event.clientY - g.y);
        if (intent === 'scroll') gesture.current = null;
        if (intent !== 'drag') return;
        g.dragging = true;
        dragged.current = true;
        setDragging(true);
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setDx(moveX);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      gesture.current = null;
      if (!g?.dragging) return;
      setDragging(false);
      const direction = swipeOutcome(event.clientX - g.x);
      if (direction) leave(direction);
      else setDx(0);
    },
    onPointerCancel() {
      gesture.current = null;
      setDragging(false);
      setDx(0);
    },
    // A drag that ends over a button is not a press of that button.
    onClickCapture(event: ReactMouseEvent) {
      if (dragged.current) {
        event.preventDefault();
        event.stopPropagation();
        dragged.current = false;
      }
    },
  };

  const offset = leaving ? `${leaving * 130}%` : `${dx}px`;
  const turn = leaving ? leaving * 10 : dx / 24;
  return {
    handlers,
    /** The card follows the finger without easing while dragged, and eases when let go. */
    dragging,
    leaving,
    transform: dx || leaving ? `translateX(${offset}) rotate(${turn}deg)` : undefined,
  };
}
