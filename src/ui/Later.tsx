/**
 * A part of a screen drawn a task after the rest while the server's first paint lies over the app (a
 * first visit): the screen's first commit carries what the paint shows, and each later part comes in
 * a commit of its own, one after the other, instead of one task holding the main thread for the
 * whole screen. Unseen: until it is drawn it leaves a mark (`data-later`) that the hand-over waits
 * for (useFirstPaintHandOver). Without a first paint (any later visit, a screen opened in the app) a
 * part draws at once: there it would be seen arriving, and would shorten the page under a restored
 * scroll position.
 */
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { underFirstPaint } from './first-paint';

/** The turn of the part put off last: the next one is drawn after it. */
let last: Promise<void> = Promise.resolve();

export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !underFirstPaint());
  useEffect(() => {
    if (shown) return;
    let drawn = () => {};
    const previous = last;
    last = new Promise((resolve) => {
      drawn = resolve;
    });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void previous.then(() => {
      if (live) timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    // Runs once the part is drawn (shown has changed) or has gone: either way, the next one's turn.
    return () => {
      live = false;
      clearTimeout(timer);
      drawn();
    };
  }, [shown]);
  return shown ? children : <i data-later hidden />;
}
