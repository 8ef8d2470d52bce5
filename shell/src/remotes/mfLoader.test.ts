import { createMfLoader, REMOTE_TIMEOUT_MS } from './mfLoader';

const realFetch = globalThis.fetch;
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
});

test('a /remotes.json that never answers fails the load after the time-out (the area then shows its fallback)', async () => {
  jest.useFakeTimers();
  // A server that accepts the request and never answers.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  const loader = createMfLoader();
  const load = loader.loadModule('mf_editor', 'pages');
  const outcome = load.then(
    () => 'loaded',
    (e: Error) => e.message,
  );
  await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
  await jest.advanceTimersByTimeAsync(1);
  await expect(outcome).resolves.toBe(`/remotes.json took longer than ${REMOTE_TIMEOUT_MS} ms`);
});
