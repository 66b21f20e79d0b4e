import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time and says when it is running. Failures of API calls were already
 * shown by the API client (error catalogue), so they end the submission quietly here.
 */
export function useBusy(): [boolean, (task: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // shown by the API client
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
