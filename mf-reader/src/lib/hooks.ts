/** React glue for the atoms in state-helpers: load on mount / key change, expose retry and more. */
import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useReaderApi } from './api';
import type { PagedList, PagedListAtoms, Resource, ResourceAtoms } from './state-helpers';

export function usePagedList<T>(atoms: PagedListAtoms<T>, key: string) {
  const api = useReaderApi();
  const list = useAtomValue(atoms.list) as PagedList<T>;
  const load = useSetAtom(atoms.load);
  const more = useSetAtom(atoms.loadMore);
  useEffect(() => {
    void load({ api, key });
  }, [api, key, load]);
  const retry = useCallback(() => void load({ api, key, force: true }), [api, key, load]);
  const loadMore = useCallback(() => void more({ api }), [api, more]);
  // Until the effect ran, an old list for another key must not flash on screen.
  const shown = list.key === key ? list : { ...list, items: [], status: 'loading' as const };
  return { list: shown, retry, loadMore };
}

/** `revalidate`: when coming back to something already loaded, refresh it quietly (articles and
 *  profiles change: purchases, stock, follower counts). */
export function useResource<T>(
  atoms: ResourceAtoms<T>,
  key: string,
  options: { revalidate?: boolean; enabled?: boolean } = {},
) {
  const api = useReaderApi();
  const resource = useAtomValue(atoms.resource) as Resource<T>;
  const load = useSetAtom(atoms.load);
  const revalidate = options.revalidate ?? false;
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (enabled) void load({ api, key, revalidate });
  }, [api, key, load, revalidate, enabled]);
  const retry = useCallback(() => void load({ api, key, force: true }), [api, key, load]);
  const shown: Resource<T> =
    resource.key === key ? resource : { key, value: null, status: 'loading', error: null };
  return { resource: shown, retry };
}

/** What a placeholder carries while its content loads: busy, and named 「読み込み中…」 for screen readers. */
export function useLoadingAttributes() {
  const intl = useIntl();
  return { 'aria-busy': true, 'aria-label': intl.formatMessage({ id: 'common.loading' }) } as const;
}
