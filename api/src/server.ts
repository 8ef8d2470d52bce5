// Builds and starts the HTTP server for a given database + config. Used by main.ts and the tests
// (port 0), so tests exercise exactly what production runs.
import * as NodeHttpServer from '@effect/platform-node/NodeHttpServer';
import { ShirubeApi } from '@shirube/api-contract';
import * as Context from 'effect/Context';
import * as Effect from 'effect/Effect';
import * as Exit from 'effect/Exit';
import * as Layer from 'effect/Layer';
import * as Logger from 'effect/Logger';
import * as Scope from 'effect/Scope';
import { HttpRouter, HttpServer } from 'effect/http';
import { HttpApiBuilder } from 'effect/http-api';
import { ArticlesRoutes } from './articles/routes';
import { AuthRoutes } from './auth/routes';
import { CatalogRoutes } from './catalog/routes';
import { CurrentRoutes } from './current/routes';
import type { AppConfig } from './config';
import { App, backgroundDbOf, type AppServices } from './context';
import { AccessErrorsLive, ErrorBoundaryLive } from './http/error-boundary';
import { inputGuard } from './http/input-guard';
import { notFoundRoute, uploadsRoute } from './http/static-routes';
import { openApiRoute } from './http/openapi';
import { UsersRoutes } from './users/routes';
import { challengeRoutes } from './payments/challenge-page';
import { paymentProviderRoutes } from './payments/stripe/routes';
import { PaymentsRoutes } from './payments/routes';
import { PurchasesRoutes } from './purchases/routes';
import { DraftsRoutes } from './drafts/routes';
import { AdminRoutes } from './admin/routes';
import { MediaRoutes } from './media/routes';
import { eyecatchRoutes } from './media/eyecatch';
import { AffiliatesRoutes } from './affiliates/routes';
import { SalesRoutes } from './sales/routes';
import { receiptRoute } from './receipts/routes';
import { userImageRoutes } from './users/image';
import { ReviewsRoutes } from './reviews/routes';
import { QuickEditRoutes } from './quick-edit/routes';
import { PayoutsRoutes } from './payouts/routes';
import { AdminMoneyRoutes } from './admin-money/routes';
import { RankingRoutes } from './ranking/routes';
import { OgpRoutes } from './ogp/routes';
import { OAuthRoutes } from './oauth/routes';
import { TipsRoutes } from './tips/routes';
import { MagazinesRoutes } from './magazines/routes';
import { AnalyticsRoutes } from './analytics/routes';
import { flushViews } from './analytics/ingest';
import { ogCoverRoute } from './ogp/cover';
import { salesCsvRoute } from './sales/csv-route';
import { transferFileRoute } from './admin-money/file-route';
import { identificationImageRoute, identificationUploadRoute } from './verification/image-routes';
import { opsServerFactory } from './server-ops';
import { withPlainViewRoute } from './analytics/plain-view';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Every route the API serves (the contract's and the plain ones), not yet served. */
export function apiRoutes(services: AppServices) {
  // First: selects the card processor the payment handlers below use (PAYMENT_PROVIDER).
  const providerRoutes = paymentProviderRoutes(services);
  const groups = Layer.mergeAll(
    AuthRoutes,
    UsersRoutes,
    ArticlesRoutes,
    CatalogRoutes,
    CurrentRoutes,
    AffiliatesRoutes,
    SalesRoutes,
    DraftsRoutes,
    AdminRoutes,
    PaymentsRoutes,
    PurchasesRoutes,
    ReviewsRoutes,
    QuickEditRoutes,
    PayoutsRoutes,
    AdminMoneyRoutes,
    RankingRoutes,
    OgpRoutes,
    MediaRoutes,
    OAuthRoutes,
    TipsRoutes,
    MagazinesRoutes,
    AnalyticsRoutes,
  ).pipe(
    Layer.provide(ErrorBoundaryLive),
    Layer.provide(AccessErrorsLive),
    Layer.provide(Layer.succeed(App, services)),
  );
  const routes = Layer.mergeAll(
    HttpApiBuilder.layer(ShirubeApi).pipe(Layer.provide(groups)),
    // The contract's document plus the routes below (http/openapi.ts); a test compares it with the router.
    openApiRoute,
    uploadsRoute(services.config),
    receiptRoute(services),
    userImageRoutes(services),
    ...eyecatchRoutes(services),
    challengeRoutes(services),
    ...providerRoutes,
    identificationUploadRoute(services),
    identificationImageRoute(services),
    transferFileRoute(services),
    salesCsvRoute(services),
    ogCoverRoute(services),
    notFoundRoute,
  );
  return routes;
}

export function apiLayer(services: AppServices) {
  // The request logger is off: it halves throughput (architecture.md).
  return HttpRouter.serve(apiRoutes(services), {
    disableLogger: true,
    disableListenLog: true,
    middleware: inputGuard,
  });
}

export async function startServer(
  services: AppServices,
  listen: Pick<AppConfig, 'host' | 'port'> = services.config,
  /** `log`: one JSON line per request (main.ts writes them to stdout); /healthz and /readyz always.
   *  `logger`: Effect's logger (production: pino lines, server-ops.ts `effectLoggerFor`). */
  ops: {
    log?: (line: string) => void;
    logger?: Logger.Logger<unknown, unknown>;
    /** Requests in flight past which the API answers 503 (server-ops.ts MAX_IN_FLIGHT). */
    maxInFlight?: number;
  } = {},
): Promise<RunningServer> {
  const createServer = opsServerFactory({
    db: services.db,
    log: ops.log,
    maxInFlight: ops.maxInFlight,
    inFront: (next) => withPlainViewRoute(services, next),
  });
  const layer = apiLayer(services).pipe(
    Layer.provide(ops.logger ? Layer.succeed(Logger.CurrentLoggers, new Set([ops.logger])) : Layer.empty),
    // On close, requests in flight finish first (up to 20 s), then the scope ends (SIGTERM in main.ts).
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: listen.port, host: listen.host })),
  );
  const scope = await Effect.runPromise(Scope.make());
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(layer, scope));
    const address = Context.get(context, HttpServer.HttpServer).address;
    const port = 'port' in address ? address.port : listen.port;
    return {
      url: `http://${listen.host}:${port}`,
      port,
      // Views still queued are written before the database is let go (analytics/ingest.ts).
      close: () =>
        Effect.runPromise(Scope.close(scope, Exit.void)).then(() => flushViews(backgroundDbOf(services))),
    };
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void));
    throw error;
  }
}
