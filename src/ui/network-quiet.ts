/**
 * Resolves once the page's network has been quiet for a while: no request finished (a resource
 * timing entry) for `quietMs` — or after `latestMs` in any case, for a page that never goes quiet
 * (a banner rotating its images). What starts then does not compete with the screen's own
 * requests, nor with the work their answers bring.
 */
export function networkQuiet({ quietMs, latestMs }: { quietMs: number; latestMs: number }): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const observer = new PerformanceObserver(() => waitQuiet());
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(latest);
      resolve();
    };
    const waitQuiet = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    };
    const latest = setTimeout(done, latestMs);
    observer.observe({ type: 'resource' });
    waitQuiet();
  });
}
