/**
 * The session's state as the reader draws it. Its changes render as transitions: a chapter that
 * arrives (the strip's rows, their pages) is drawn in slices that yield to input and painting,
 * not in one synchronous render in the task that brought it.
 */
import { startTransition, useEffect, useState } from 'react';
import type { ReaderSession, SessionState } from './reader-session';

export function useSessionState(session: ReaderSession): SessionState {
  const [state, setState] = useState(session.getState);
  useEffect(() => {
    const changed = () => startTransition(() => setState(session.getState()));
    // A change between the first render and this subscription.
    changed();
    return session.subscribe(changed);
  }, [session]);
  return state;
}
