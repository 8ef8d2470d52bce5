// npm start's supervisor: a server that crashes after it was ready is started again (the other keeps
// serving); one that never became ready is not retried; a taken port is refused before anything starts.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { freePort } from './free-port.mjs';
import { assertPortFree, supervise } from './supervise.mjs';

jest.setTimeout(60_000);

/** A real node HTTP server in its own process. */
const server = (port: number) =>
  spawn(process.execPath, [
    '-e',
    `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
  ]);

test('a crash after start-up is followed by a restart after 1 s', async () => {
  const port = await freePort();
  const lines: string[] = [];
  const infos: string[] = [];
  const running = await supervise('demo', () => server(port), `http://127.0.0.1:${port}/`, {
    log: (l) => lines.push(l),
    info: (l) => infos.push(l),
  });
  const first = running.child;
  first.kill('SIGKILL');
  const deadline = Date.now() + 30_000;
  while (!infos.includes('demo is back') && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  // The crash is a problem (error); the recovery is news (info: serve's "api is back" was level error).
  expect(lines).toEqual(['demo stopped (SIGKILL); starting it again in 1 s']);
  expect(infos).toEqual(['demo is back']);
  expect(running.child).not.toBe(first);
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  await running.stop();
});

test('a server that fails its first start is not retried', async () => {
  const port = await freePort();
  const failing = () => spawn(process.execPath, ['-e', 'process.exit(1)']);
  await expect(supervise('broken', failing, `http://127.0.0.1:${port}/`)).rejects.toThrow(
    'broken exited (1) before it was ready',
  );
});

test('a port in use is refused with the variable to change', async () => {
  const taken = createServer();
  const port = await new Promise<number>((resolve) =>
    taken.listen(0, '127.0.0.1', () => resolve((taken.address() as AddressInfo).port)),
  );
  await expect(assertPortFree(port, '127.0.0.1', 'PORT')).rejects.toThrow(
    `PORT ${port} is already in use on 127.0.0.1 (another npm start running? set PORT)`,
  );
  await new Promise((r) => taken.close(r));
  await expect(assertPortFree(port, '127.0.0.1', 'PORT')).resolves.toBeUndefined();
});
