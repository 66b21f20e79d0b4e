/**
 * A line for costly work that runs on libuv's thread pool (password hashing, image decoding): at
 * most `atOnce` tasks run together, at most `waitLimit` wait behind them, and a task arriving when
 * the line is full is refused as too many (429) at once. The pool's other threads stay free for
 * what every reader needs (media reads, answer encryption), so a flood of such requests waits or is
 * refused instead of stalling the site.
 */
import { refuse } from './failure';

export class BoundedLine {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly atOnce: number,
    readonly waitLimit: number,
  ) {}

  /** Runs `task` when a slot is free; refuses (429) when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.waitLimit) refuse(429, 'tooMany');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays counted), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Tasks running and waiting now (for tests and benchmarks). */
  load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
