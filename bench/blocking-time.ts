/**
 * What a page's own main-thread work adds to Lighthouse's Total Blocking Time, read from the run's
 * trace. Lighthouse's simulation scales each observed task by its wall time (4×, 2× for a task that
 * lays out) and counts what passes 50 ms. On a machine whose two cores the browser's other
 * processes, the server and Lighthouse itself share with the page, a task's wall time is its CPU
 * time plus the time it waited for a core: the same sum over the tasks' CPU time is what the page
 * costs a main thread that has a core to itself. Both sums take every task from the navigation on:
 * the simulation puts its first contentful paint where the page's dependencies put it, and a task
 * the page ran before its observed paint (a bare app's render) can fall after the simulated one.
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const BLOCKING_FROM_MS = 50;
const CPU_SLOWDOWN = 4;
/** Lighthouse's simulation slows layout less than script (layoutTaskMultiplier 0.5). */
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN / 2;

export interface BlockingTimes {
  /** Over the tasks' wall time, as Lighthouse's simulation counts (ms). */
  wall: number;
  /** Over their CPU time: the page's own work (ms). */
  cpu: number;
}

/** Both sums for the page's main thread; null when the trace has no navigation. */
export function blockingTimes(events: readonly TraceEvent[]): BlockingTimes | null {
  const navigation = events.findLast(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && event.ts >= navigation.ts,
  );
  const layouts = events.filter((event) => event.name === 'Layout' && onMain(event)).map((event) => event.ts);
  const times: BlockingTimes = { wall: 0, cpu: 0 };
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const slowdown = layouts.some((ts) => ts >= task.ts && ts < end) ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN;
    times.wall += Math.max(0, (slowdown * (task.dur ?? 0)) / 1000 - BLOCKING_FROM_MS);
    times.cpu += Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - BLOCKING_FROM_MS);
  }
  return { wall: Math.round(times.wall), cpu: Math.round(times.cpu) };
}
