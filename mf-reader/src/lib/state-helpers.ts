/**
 * jotai building blocks for the reader: a cursor-paged list and a single loaded resource. Each
 * feature's state.ts creates its atoms with these. Actions take the ReaderApi as an argument, so
 * state stays free of React context and is testable with a plain store.
 */
import { atom, type WritableAtom } from 'jotai';
import { nextCursor, toReaderError, type ReaderApi, type ReaderError } from './api';
import { registerServerAtom } from './server-state';
import type { Page } from './types';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  /** What the list is for (an account, '' for global lists); a different key starts over. */
  key: string | null;
  items: readonly T[];
  next: string | null;
  status: LoadStatus;
  /** State of the 'もっと見る' request, separate so a failed page keeps the items on screen. */
  moreStatus: 'idle' | 'loading' | 'error';
  error: ReaderError | null;
  /** meta of the first page (search: the result count). */
  meta?: Page<T>['meta'];
}

export function emptyList<T>(): PagedList<T> {
  return { key: null, items: [], next: null, status: 'idle', moreStatus: 'idle', error: null };
}

type Fetch<T> = (api: ReaderApi, key: string, since?: string) => Promise<Page<T>>;

export interface PagedListAtoms<T> {
  list: WritableAtom<PagedList<T>, [PagedList<T>], void>;
  /** Load the first page for `key` (no-op when already loaded unless `force`). */
  load: WritableAtom<null, [{ api: ReaderApi; key: string; force?: boolean }], Promise<void>>;
  /** Append the next page, sending the stored cursor as `since`. */
  loadMore: WritableAtom<null, [{ api: ReaderApi }], Promise<void>>;
}

/** `serverName`: the list takes part in server rendering under that name (see server-state.ts). */
export function pagedListAtoms<T>(fetchPage: Fetch<T>, serverName?: string): PagedListAtoms<T> {
  const list = atom<PagedList<T>>(emptyList<T>());
  if (serverName) registerServerAtom(serverName, list);
  const load = atom(
    null,
    async (get, set, { api, key, force }: { api: ReaderApi; key: string; force?: boolean }) => {
      const current = get(list);
      if (!force && current.key === key && current.status !== 'idle' && current.status !== 'error') return;
      set(list, { ...emptyList<T>(), key, status: 'loading' });
      try {
        const page = await fetchPage(api, key);
        if (get(list).key !== key) return; // the visitor moved on to another list meanwhile
        set(list, {
          ...emptyList<T>(),
          key,
          items: page.data,
          next: nextCursor(page),
          status: 'ready',
          meta: page.meta,
        });
      } catch (error) {
        if (get(list).key !== key) return;
        set(list, { ...emptyList<T>(), key, status: 'error', error: toReaderError(error) });
      }
    },
  );
  const loadMore = atom(null, async (get, set, { api }: { api: ReaderApi }) => {
    const current = get(list);
    if (current.key === null || !current.next || current.moreStatus === 'loading') return;
    const key = current.key;
    set(list, { ...current, moreStatus: 'loading' });
    try {
      const page = await fetchPage(api, key, current.next);
      const latest = get(list);
      if (latest.key !== key) return;
      set(list, {
        ...latest,
        items: [...latest.items, ...page.data],
        next: nextCursor(page),
        moreStatus: 'idle',
      });
    } catch (error) {
      const latest = get(list);
      if (latest.key !== key) return;
      set(list, { ...latest, moreStatus: 'error', error: toReaderError(error) });
    }
  });
  return { list, load, loadMore };
}

export interface Resource<T> {
  key: string | null;
  value: T | null;
  status: LoadStatus;
  error: ReaderError | null;
  /** Just rendered by the server (hydrated): the first quiet revalidation is not needed. */
  fresh?: boolean;
}

export interface LoadResource {
  api: ReaderApi;
  key: string;
  /** Start over (retry): shows the loading state again. */
  force?: boolean;
  /** Already shown: fetch again quietly and swap the value in; a failure keeps what is shown. */
  revalidate?: boolean;
}

export interface ResourceAtoms<T> {
  resource: WritableAtom<Resource<T>, [Resource<T>], void>;
  load: WritableAtom<null, [LoadResource], Promise<void>>;
}

export function resourceAtoms<T>(
  fetchOne: (api: ReaderApi, key: string) => Promise<T>,
  serverName?: string,
): ResourceAtoms<T> {
  const empty: Resource<T> = { key: null, value: null, status: 'idle', error: null };
  const resource = atom<Resource<T>>(empty);
  if (serverName) registerServerAtom(serverName, resource);
  const load = atom(null, async (get, set, { api, key, force, revalidate }: LoadResource) => {
    const current = get(resource);
    const shown = current.key === key && current.status === 'ready';
    if (!force && shown && revalidate && current.fresh) {
      set(resource, { ...current, fresh: false });
      return;
    }
    if (!force && shown && revalidate) {
      try {
        const value = await fetchOne(api, key);
        if (get(resource).key === key) set(resource, { key, value, status: 'ready', error: null });
      } catch {
        // Keep the page as it is; the next visit or a retry will try again.
      }
      return;
    }
    if (!force && current.key === key && (shown || current.status === 'loading')) return;
    set(resource, { ...empty, key, status: 'loading' });
    try {
      const value = await fetchOne(api, key);
      if (get(resource).key !== key) return;
      set(resource, { key, value, status: 'ready', error: null });
    } catch (error) {
      if (get(resource).key !== key) return;
      set(resource, { ...empty, key, status: 'error', error: toReaderError(error) });
    }
  });
  return { resource, load };
}
