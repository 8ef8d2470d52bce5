/**
 * Link prefetch (spec §9): when a pointer rests on, or focus reaches, a link to one of our routes, the
 * remote that renders it starts loading, so the click finds its code there. Skipped on 2g and
 * Save-Data connections (connection.ts), and each remote is asked once.
 */
import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import type { RemoteName } from '@shirube/shell-contract';
import { useRemoteLoader } from '../remotes/loader';
import { remoteRoutes } from '../routes/routeTable';
import { browserConnection, prefetchAllowed } from './connection';

const routes = remoteRoutes.map((r) => ({ path: r.path, remote: r.target.remote }));

/** The remote that renders an in-site path, or null (shell pages, other sites, unknown paths). */
export function remoteOfPath(href: string, origin: string): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = matchRoutes(routes, url.pathname);
  return match ? (match[match.length - 1]!.route.remote as RemoteName) : null;
}

export function usePrefetch(connection = browserConnection) {
  const loader = useRemoteLoader();
  useEffect(() => {
    const asked = new Set<RemoteName>();
    const warm = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || !prefetchAllowed(connection())) return;
      const remote = remoteOfPath(link.getAttribute('href') ?? '', window.location.origin);
      if (!remote || asked.has(remote)) return;
      asked.add(remote);
      // A failure here is the click's to report (RemotePage retries with its own error page).
      loader.loadModule(remote, 'pages').catch(() => asked.delete(remote));
    };
    document.addEventListener('pointerover', warm);
    document.addEventListener('focusin', warm);
    return () => {
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [loader, connection]);
}

/** Mounted once by the App. */
export function Prefetch() {
  usePrefetch();
  return null;
}
