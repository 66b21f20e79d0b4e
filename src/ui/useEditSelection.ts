/** A list's edit mode: whether it is on, and what is picked in it (nothing, whenever edit mode turns on or off). */
import { useCallback, useState } from 'react';

export function useEditSelection<K>() {
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<K>>(new Set());
  const edit = useCallback((on: boolean) => {
    setEditing(on);
    setPicked(new Set());
  }, []);
  /** Picks a key, or unpicks it when it was picked. */
  const toggle = useCallback((key: K) => {
    setPicked((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  /** Picks (or unpicks) these keys together: a group's, or all. */
  const pickMany = useCallback((keys: Iterable<K>, on: boolean) => {
    setPicked((old) => {
      const next = new Set(old);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  return { editing, setEditing, edit, picked, setPicked, toggle, pickMany };
}
