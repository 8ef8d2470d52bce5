// A free TCP port on 127.0.0.1 for a server that a test or check starts as a process (which cannot be
// told to listen on port 0 and report back). The one rule for every suite and script here.
//
// Not the OS's port-0 choice: that comes from the ephemeral range (Linux: 32768–60999), the range every
// outgoing connection takes its local port from too, so between the probe's close and the server's
// listen a browser's or a client's connection could take it — CI run 18 (2026-11-30) had a shell server
// refuse "PORT 45729 is already in use" with the e2e and three jest runs side by side. A random port
// below that range is never handed out by the OS; the probe checks no server holds it now, and this
// process never hands the same one out twice.
import { readFileSync } from 'node:fs';
import net from 'node:net';

const LOWEST = 10_000;
/** The first port the OS may take for an outgoing connection (32768 where /proc says nothing). */
function ephemeralStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const n = Number(low);
    return Number.isInteger(n) && n > 0 ? n : 32_768;
  } catch {
    return 32_768;
  }
}
const handedOut = new Set();

/** Resolves once `port` could be listened on at 127.0.0.1 (and closed again): true, or false when taken. */
const probe = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function freePort() {
  const high = ephemeralStart() - 1;
  if (high - LOWEST < 1000) {
    // A machine whose ephemeral range starts low: the OS's choice is all there is.
    return new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  }
  for (let tries = 0; tries < 200; tries++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST + 1));
    if (handedOut.has(port)) continue;
    // Reserved before the probe: calls at the same time never get the same one.
    handedOut.add(port);
    if (await probe(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free port on 127.0.0.1 between ${LOWEST} and ${high} in 200 tries`);
}
