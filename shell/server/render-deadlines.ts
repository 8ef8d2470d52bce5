/**
 * The two limits of a reader page's server render (issue 23).
 *
 * - The render budget (SSR_BUDGET_MS, 300 ms) bounds the shell's OWN work on the page: loading the
 *   remote's node build and React's render. Past it the page goes to the browser, which spares the
 *   shell's CPU when rendering is what queues.
 * - It stops while the page waits for its API answers, which have a limit of their own
 *   (SSR_DATA_WAIT_MS, 1 s). Falling back because the API was slow spares nobody: the browser asks
 *   the API the same questions anyway, after its ~155 KB of script has arrived and run (~1 s later
 *   on a mid-range phone: a top page that fell back painted at 2.35 s against 1.28 s rendered,
 *   bench/results/web-load-2026-11-26d.md). The top page waits for five answers where the article
 *   waits for one; with one budget for both, a cold micro-cache on a busy machine sent the top page to
 *   the browser while the article kept its server render.
 */
export interface RenderDeadlines {
  /** Aborted when the render budget is spent. */
  signal: AbortSignal;
  /** The page's API wait: the budget stops at `begin`, `signal` aborts after `dataWaitMs` unless
   *  `end` comes first, and the budget runs on from `end` with what was left of it. */
  dataWait: { signal: AbortSignal; begin(): void; end(): void };
  /** Clears every timer (the render ended either way). */
  done(): void;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export function renderDeadlines(
  { budgetMs, dataWaitMs }: { budgetMs: number; dataWaitMs: number },
  clock: Clock = realClock,
): RenderDeadlines {
  const budget = new AbortController();
  const data = new AbortController();
  let left = budgetMs;
  let since = clock.now();
  let budgetTimer: unknown = clock.setTimeout(() => budget.abort(), left);
  let dataTimer: unknown = null;
  const stopBudget = () => {
    if (budgetTimer === null) return;
    clock.clearTimeout(budgetTimer);
    budgetTimer = null;
    left -= clock.now() - since;
  };
  return {
    signal: budget.signal,
    dataWait: {
      signal: data.signal,
      begin() {
        stopBudget();
        if (dataTimer === null) dataTimer = clock.setTimeout(() => data.abort(), dataWaitMs);
      },
      end() {
        if (dataTimer !== null) clock.clearTimeout(dataTimer);
        dataTimer = null;
        if (budgetTimer !== null || budget.signal.aborted) return;
        since = clock.now();
        budgetTimer = clock.setTimeout(() => budget.abort(), Math.max(0, left));
      },
    },
    done() {
      stopBudget();
      if (dataTimer !== null) clock.clearTimeout(dataTimer);
      dataTimer = null;
    },
  };
}
