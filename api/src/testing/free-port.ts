// A free TCP port on 127.0.0.1, for suites that start servers as processes (which cannot be told to
// listen on port 0 and report back). The port is closed again before it is handed out.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
