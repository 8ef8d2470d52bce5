// /openapi.json lists exactly the routes the API serves: every route added to the router (the contract's
// through HttpApiBuilder and the plain ones of server.ts) is an operation of the served document, and
// every operation is a route. Plus: what redocly's rules need (a summary each, servers). The documented
// security and error statuses are compared with real answers in openapi-statuses.test.ts.
import * as NodeHttpServer from '@effect/platform-node/NodeHttpServer';
import * as Effect from 'effect/Effect';
import * as Layer from 'effect/Layer';
import { HttpRouter } from 'effect/http';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { apiRoutes } from '../server';
import { describeApi } from '../testing/harness';
import { documentPath } from './openapi-plain';

type Op = { summary?: string; 'x-served-when'?: string };
type Doc = { paths: Record<string, Record<string, Op>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** "METHOD /path" of every route apiRoutes adds, read from a router that records them. */
async function routerRoutes(db: unknown): Promise<string[]> {
  const recorded: string[] = [];
  const recording = Layer.effect(HttpRouter.HttpRouter)(
    Effect.map(HttpRouter.make, (router) => ({
      ...router,
      add: ((method, routePath, handler, options) => {
        recorded.push(`${method} ${routePath}`);
        return router.add(method, routePath, handler, options);
      }) as typeof router.add,
      addAll: ((routes) => {
        for (const r of routes) recorded.push(`${r.method} ${r.path}`);
        return router.addAll(routes);
      }) as typeof router.addAll,
    })),
  );
  const dir = path.join(os.tmpdir(), 'shirube-openapi-routes');
  const config = { host: '127.0.0.1', port: 0, dataDir: dir, uploadsDir: dir, mailDir: dir } as AppConfig;
  const services = {
    db: db as never,
    config,
    mailer: createMailer({ mailDir: dir, from: 'x@shirube.test' }),
  };
  const layer = apiRoutes(services).pipe(
    Layer.provide(recording),
    Layer.provide(NodeHttpServer.layer(createServer, { port: 0, host: '127.0.0.1' })),
  );
  // HttpRouter.serve provides the request-scoped requirements at serve time; building only adds routes.
  await Effect.runPromise(Effect.scoped(Layer.build(layer)) as Effect.Effect<unknown, unknown>);
  return recorded;
}

describeApi('/openapi.json', (api) => {
  it('lists every route the router serves, and only those', async () => {
    const doc = (await api().call('GET', '/openapi.json')).body as Doc;
    // The test server runs the sandbox provider: the Stripe routes are documented but not served.
    const conditional = Object.entries(doc.paths).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]?.['x-served-when']).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(conditional.sort()).toEqual([
      'GET /v1/payment/stripe/return/{orderId}',
      'POST /v1/payment/stripe/webhook',
    ]);
    const documented = Object.entries(doc.paths)
      .flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`))
      .filter((r) => !conditional.includes(r));
    const served = (await routerRoutes(api().db))
      // The catch-all JSON 404 and the document itself are not operations.
      .filter((r) => r !== '* /*' && r !== 'GET /openapi.json')
      .map((r) => {
        const [method, routePath] = r.split(' ');
        return `${method} ${documentPath(routePath!)}`;
      });
    expect(served).toEqual(expect.arrayContaining(['POST /v1/auth/sign_in', 'POST /v1/receipt']));
    expect([...new Set(served)].sort()).toEqual([...new Set(documented)].sort());
  });

  it('gives every operation a summary, names the servers and the session headers', async () => {
    const doc = (await api().call('GET', '/openapi.json')).body as Doc & Record<string, never>;
    for (const item of Object.values(doc.paths))
      for (const m of METHODS) if (item[m]) expect(item[m]!.summary).toMatch(/\S/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys((doc.components as { securitySchemes: object }).securitySchemes)).toEqual(
      expect.arrayContaining(['accessToken', 'client', 'uid']),
    );
  });
});
