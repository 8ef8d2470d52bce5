/**
 * Server rendering of reader pages. A page's server loader runs the SAME load actions the page runs
 * in the browser, against a fresh jotai store, with a ReaderApi whose fetch goes straight to the API
 * (the shell server supplies it with the visitor's session). The loaded atoms are then written into
 * the HTML (`dehydrate`) and put back into the browser's store before hydration (`hydrate`), so the
 * first browser render equals the server's and no `/v1` call is needed before first paint.
 *
 * Atoms take part by name: `resourceAtoms(fetch, 'article')` / `pagedListAtoms(fetch, 'top.new')`.
 */
import { createStore, type PrimitiveAtom } from 'jotai';
import type { ServerData, ServerDataContext } from '@shirube/shell-contract';
import type { ReaderApi } from './api';
import { createReaderApi } from './client';

type Store = ReturnType<typeof createStore>;
type Stateful = { status: string };

const registry = new Map<string, PrimitiveAtom<Stateful>>();

/** Called by the atom factories for atoms that carry server state. Names are unique per remote. */
export function registerServerAtom<V extends Stateful>(name: string, atom: PrimitiveAtom<V>): void {
  if (registry.has(name)) throw new Error(`reader: server atom "${name}" registered twice`);
  registry.set(name, atom as unknown as PrimitiveAtom<Stateful>);
}

/** The loaded (or failed) atoms of a store, by name: JSON for the page's HTML. */
export function dehydrate(store: Store): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, atom] of registry) {
    const value = store.get(atom);
    if (value.status === 'ready' || value.status === 'error') out[name] = value;
  }
  return out;
}

const hydrated = new WeakSet<object>();

/** Puts server state into a store, once per state object (later pages of the visit keep theirs). */
export function hydrate(store: Store, state: unknown): void {
  if (!state || typeof state !== 'object' || hydrated.has(state)) return;
  hydrated.add(state);
  for (const [name, value] of Object.entries(state)) {
    const atom = registry.get(name);
    // `fresh`: a resource the server just loaded needs no revalidation right after hydration.
    if (atom && value && typeof value === 'object') store.set(atom, { ...(value as Stateful), fresh: true });
  }
}

/** A page's data for the server render: `run` performs the page's loads and returns the HTTP status
 *  (or where the page really lives). */
export type ServerLoad = (
  context: ServerDataContext,
  api: ReaderApi,
  store: Store,
) => Promise<number | { location: string } | void>;

export function serverLoader(run: ServerLoad): (context: ServerDataContext) => Promise<ServerData> {
  return async (context) => {
    const store = createStore();
    const api = createReaderApi({ fetch: context.fetch });
    const outcome = (await run(context, api, store)) ?? 200;
    if (typeof outcome === 'object') return { status: 301, state: null, location: outcome.location };
    return { status: outcome, state: dehydrate(store) };
  };
}

/** The HTTP status a failed load stands for (the API's 404 stays 404; no answer is a 502). */
export function statusOf(resource: { status: string; error: { status: number } | null }): number {
  if (resource.status !== 'error' || !resource.error) return 200;
  return resource.error.status >= 400 ? resource.error.status : 502;
}
