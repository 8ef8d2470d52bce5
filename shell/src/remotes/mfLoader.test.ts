import { createMfLoader, REMOTE_TIMEOUT_MS, versionOfEntry } from './mfLoader';

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

test('the release version comes from the page payload, and from the entry URL of /remotes.json', () => {
  const loader = createMfLoader({
    mf_editor: { entry: '/remotes/mf_editor/v1/remoteEntry.js', version: 'v1' },
  });
  expect(loader.version?.('mf_editor')).toBe('v1');
  expect(loader.version?.('mf_seller')).toBeUndefined();
  expect(versionOfEntry('/remotes/mf_seller/1.0.0-20261123T1Z-ab12cd34/remoteEntry.js')).toBe(
    '1.0.0-20261123T1Z-ab12cd34',
  );
  expect(versionOfEntry('http://cdn.example/remotes/mf_seller/a%2Bb/remoteEntry.js')).toBe('a+b');
  expect(versionOfEntry('http://127.0.0.1:4001/mf-manifest.json')).toBeUndefined();
  // On the release bucket or its CDN (REMOTES_BASE_URL): the store's own layout.
  expect(
    versionOfEntry('https://cdn.example/releases/mf_reader/versions/1.0.0-20261129T1Z-ab12/static/js/x.js'),
  ).toBe('1.0.0-20261129T1Z-ab12');
  expect(versionOfEntry('http://127.0.0.1:9000/shirube-releases/site/mf_seller/versions/a%2Bb/r.js')).toBe(
    'a+b',
  );
});
