/**
 * A job run at start and every `intervalMs` until stopped. Runs never overlap within a process
 * (across processes the jobs' own SKIP LOCKED claims keep them apart); a failing run is logged and
 * the next tick runs as planned; `stop()` waits for the run in flight.
 */
export interface PeriodicJob {
  stop(): Promise<void>;
}

export function runPeriodically(
  name: string,
  intervalMs: number,
  run: (stopped: () => boolean) => Promise<void>,
  log: (...args: unknown[]) => void = console.error,
): PeriodicJob {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await run(() => stopped);
    } catch (error) {
      log(`${name} run failed:`, error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

/**
 * The `start…(deps, intervalMs, log?)` function of a job that needs `deps` (the database or the
 * services): every periodic job in the API is started this way from main.ts.
 */
export function periodicStarter<Deps>(
  name: string,
  run: (deps: Deps, stopped: () => boolean, log: (...args: unknown[]) => void) => Promise<void>,
) {
  return (deps: Deps, intervalMs: number, log: (...args: unknown[]) => void = console.error): PeriodicJob =>
    runPeriodically(name, intervalMs, (stopped) => run(deps, stopped, log), log);
}
