/**
 * Runs at most `max` tasks at a time; the others wait their turn, first come first served.
 * A task starts at once (synchronously) when a slot is free.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < max) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over, still counted
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks started and not yet settled. */
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Shares one run of `task` among the callers asking for the same key while it runs: the
 * second caller gets the first one's promise instead of doing the work again.
 */
export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, task: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = task().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
