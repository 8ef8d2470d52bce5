/**
 * The magazine calls (issue 37) through @shirube/api-contract's typed client, in the magazine tab's own
 * chunk: unlike ../lib/editor-api.ts none of it is named in the editor's first load (e2e/bytes.spec.ts).
 * The cover goes by XHR (upload progress) to the eyecatch pipeline's magazine route.
 */
import {
  createApiClient,
  type Magazine,
  type MagazinePayload,
  type MagazineSummary,
} from '@shirube/api-contract';
import { useSignOutOnScreen } from '@shirube/ui';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { uploadImage } from '../image/upload';

export interface MagazineApi {
  /** GET /v1/my_magazines: the author's own, on sale or not. */
  mine(): Promise<readonly MagazineSummary[]>;
  get(id: number): Promise<Magazine>;
  create(payload: MagazinePayload): Promise<Magazine>;
  update(id: number, payload: MagazinePayload): Promise<Magazine>;
  /** DELETE /v1/magazines/{id}: stops selling it; its buyers keep what it opened (the server's rule). */
  remove(id: number): Promise<void>;
  /** PUT /v1/magazines/{id}/articles: the whole ordered list (left out = removed, new = added). */
  setArticles(id: number, articleIds: readonly number[]): Promise<Magazine>;
  /** POST /v1/magazines/{id}/cover (multipart, not in the typed client); answers the image's URL. */
  uploadCover(id: number, file: File, onProgress: (percent: number) => void): Promise<string>;
}

/** Calls without responseMode resolve to the body; the client's union type keeps every mode. */
type Body<R> = Extract<R, { readonly data: unknown }>;
async function body<R>(pending: Promise<R>): Promise<Body<R>['data']> {
  return ((await pending) as Body<R>).data;
}

export function createMagazineApi(onUnauthorized?: () => void): MagazineApi {
  const client = createApiClient({ onUnauthorized });
  return {
    mine: () => body(client.magazines.mine()),
    get: (id) => body(client.magazines.get({ params: { id } })),
    create: (payload) => body(client.magazines.create({ payload })),
    update: (id, payload) => body(client.magazines.update({ params: { id }, payload })),
    remove: async (id) => void (await client.magazines.remove({ params: { id } })),
    setArticles: (id, articleIds) =>
      body(client.magazines.setArticles({ params: { id }, payload: { articleIds } })),
    uploadCover: (id, file, onProgress) => uploadImage(file, onProgress, `/v1/magazines/${id}/cover`),
  };
}

const MagazineApiContext = createContext<MagazineApi | null>(null);

/** The magazine tab's client (a test may pass its own; otherwise the real one, signing out on 401). */
export function MagazineApiProvider({ api, children }: { api?: MagazineApi; children: ReactNode }) {
  const signOutOnScreen = useSignOutOnScreen();
  const value = useMemo(() => api ?? createMagazineApi(signOutOnScreen), [api, signOutOnScreen]);
  return <MagazineApiContext.Provider value={value}>{children}</MagazineApiContext.Provider>;
}

export function useMagazineApi(): MagazineApi {
  const api = useContext(MagazineApiContext);
  if (!api) throw new Error('useMagazineApi() outside MagazineApiProvider');
  return api;
}
