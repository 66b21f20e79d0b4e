/**
 * A value kept outside React, drawn as a transition: a change renders in slices that yield to input
 * and painting, not in one synchronous render as useSyncExternalStore's would (a screen filled by
 * an answer, a chapter's strip). `id` names the store: another id subscribes anew.
 */
import { startTransition, useEffect, useState } from 'react';

export function useStoreAsTransition<T>(id: unknown, subscribe: (changed: () => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id names the store; another id subscribes anew
  useEffect(() => {
    const changed = () => startTransition(() => setValue(read()));
    // A change between the first render and this subscription is drawn too; the same value is not.
    changed();
    return subscribe(changed);
  }, [id]);
  return value;
}
