// Type-only view of THE contract by route ('POST /v1/auth/sign_in'), for callers that keep plain fetch
// (the shell: no effect runtime on its first paint) but must not hand-write paths or shapes: a route,
// payload or answer the contract does not have is a compile error. Nothing here exists at run time.
import type { HttpApi, HttpApiGroup } from 'effect/http-api';
import type { ShirubeApi } from './api';

type Groups = typeof ShirubeApi extends HttpApi.HttpApi<string, infer G> ? G : never;
type Endpoint = HttpApiGroup.Endpoints<Groups>;
type RouteOf<E> = E extends { readonly method: infer M extends string; readonly path: infer P extends string }
  ? `${M} ${P}`
  : never;

/** Every route of the contract: `${METHOD} ${path}` with `:param` segments as declared. */
export type ApiRoute = RouteOf<Endpoint>;
type EndpointOf<R extends ApiRoute> = Extract<
  Endpoint,
  {
    readonly method: R extends `${infer M} ${string}` ? M : never;
    readonly path: R extends `${string} ${infer P}` ? P : never;
  }
>;
type Encoded<S> = S extends { readonly Encoded: infer T } ? T : never;

/** The JSON body a route takes (never: none). */
export type RoutePayload<R extends ApiRoute> = Encoded<EndpointOf<R>['~Payload']>;
/** The JSON a route answers on success. */
export type RouteSuccess<R extends ApiRoute> = Encoded<EndpointOf<R>['~Success']>;
/** The query a route reads. */
export type RouteQuery<R extends ApiRoute> = Encoded<EndpointOf<R>['~Query']>;
