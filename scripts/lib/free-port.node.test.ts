import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from './free-port.mjs';

const ephemeralLow = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
);

test('free ports come from below the range the OS gives outgoing connections, never twice, and can be listened on', async () => {
  const ports = await Promise.all(Array.from({ length: 50 }, freePort));
  expect(new Set(ports).size).toBe(50);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(ephemeralLow);
  }
  // The first one really is free: a server listens on it.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports[0], '127.0.0.1', resolve);
  });
  await new Promise((r) => server.close(r));
});
