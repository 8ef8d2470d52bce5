// Issue 23: the render budget bounds the shell's own work; the wait for the API has its own limit
// (render-deadlines.ts). A fake clock: which limit fires, and when, follows from the calls alone.
import { renderDeadlines, type Clock } from './render-deadlines';
import { renderPage } from '../src/ssr/render';
import type { ServerRenderablePage } from '@shirube/shell-contract';

function fakeClock() {
  let at = 0;
  const timers = new Map<number, { due: number; run: () => void }>();
  let next = 1;
  const clock: Clock = {
    now: () => at,
    setTimeout: (run, ms) => (timers.set(next, { due: at + ms, run }), next++),
    clearTimeout: (id) => void timers.delete(id as number),
  };
  /** Moves time on by `ms`, running the timers that fall due, in order. */
  const advance = (ms: number) => {
    const until = at + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) break;
      timers.delete(due[0]);
      at = due[1].due;
      due[1].run();
    }
    at = until;
  };
  return { clock, advance, pending: () => timers.size };
}

test('the budget runs before and after the API wait, not during it', () => {
  const { clock, advance } = fakeClock();
  const d = renderDeadlines({ budgetMs: 300, dataWaitMs: 1000 }, clock);
  advance(100); // loading the remote's node build
  d.dataWait.begin();
  advance(900); // five API answers on a busy machine
  expect([d.signal.aborted, d.dataWait.signal.aborted]).toEqual([false, false]);
  d.dataWait.end();
  advance(199); // rendering: 100 + 199 < 300
  expect(d.signal.aborted).toBe(false);
  advance(1);
  expect(d.signal.aborted).toBe(true);
  expect(d.dataWait.signal.aborted).toBe(false);
});

test('an API wait past its limit aborts the data wait, not the budget', () => {
  const { clock, advance } = fakeClock();
  const d = renderDeadlines({ budgetMs: 300, dataWaitMs: 1000 }, clock);
  d.dataWait.begin();
  advance(999);
  expect(d.dataWait.signal.aborted).toBe(false);
  advance(1);
  expect([d.signal.aborted, d.dataWait.signal.aborted]).toEqual([false, true]);
});

test('the shell spending its budget before the data is asked for still falls back', () => {
  const { clock, advance } = fakeClock();
  const d = renderDeadlines({ budgetMs: 300, dataWaitMs: 1000 }, clock);
  advance(300);
  expect(d.signal.aborted).toBe(true);
});

test('done() leaves no timer behind', () => {
  const { clock, advance, pending } = fakeClock();
  const d = renderDeadlines({ budgetMs: 300, dataWaitMs: 1000 }, clock);
  d.dataWait.begin();
  advance(10);
  d.done();
  expect(pending()).toBe(0);
});

/** A page whose data arrives after `ms` (real time), rendered through the shell's real renderer. */
function slowDataPage(ms: number): ServerRenderablePage {
  const Page = () => 'ページの本文';
  return Object.assign(Page, {
    loadServerData: () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, state: {} }), ms)),
  }) as unknown as ServerRenderablePage;
}

const render = (dataMs: number, limits: { budgetMs: number; dataWaitMs: number }) => {
  const d = renderDeadlines(limits);
  return renderPage(
    {
      url: '/',
      session: { status: 'signedOut' },
      remoteEntry: 'http://remotes.invalid/mf_reader/remoteEntry.js',
      remoteVersion: '1.0.0',
      fetch: async () => new Response('{}'),
      signal: d.signal,
      dataWait: d.dataWait,
    },
    async () => ({ TopPage: slowDataPage(dataMs) }),
  ).finally(() => d.done());
};

test('a page whose API answers take longer than the render budget is still server-rendered', async () => {
  const result = await render(150, { budgetMs: 30, dataWaitMs: 5000 });
  expect(result.kind).toBe('html');
});

test('a page whose API answers take longer than the data wait goes to the browser, saying why', async () => {
  await expect(render(400, { budgetMs: 5000, dataWaitMs: 50 })).rejects.toThrow(
    'the API kept the page waiting too long',
  );
});
