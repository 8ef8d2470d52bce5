/**
 * The error page the SERVER rendered for this URL (a page threw the contract's PageError during the
 * server render: 404 missing article/user, under review, …). The browser's first render must show the
 * same error page to hydrate without a mismatch, so the payload carries it and RemotePage renders it
 * instead of loading the page. It applies to the first URL of the visit only: once the visitor has
 * moved elsewhere, pages load as usual (coming back loads the page again).
 */
import { createContext, useContext, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageErrorVariant } from '@shirube/shell-contract';

/** JSON in the page payload (`pathname`: the page it was rendered for). */
export interface ServerPageError {
  pathname: string;
  status: number;
  variant?: PageErrorVariant;
}

const ServerPageErrorContext = createContext<ServerPageError | null>(null);
export const ServerPageErrorProvider = ServerPageErrorContext.Provider;

/** In App: the server's error while the visitor is still on its page, then null for good. */
export function useInitialPageError(initial: ServerPageError | null | undefined): ServerPageError | null {
  const { pathname } = useLocation();
  const [left, setLeft] = useState(false);
  const here = !!initial && pathname === initial.pathname;
  // Left once → never again (state adjusted while rendering: React re-renders at once, no effect).
  if (initial && !here && !left) setLeft(true);
  return here && !left ? initial : null;
}

/** In RemotePage: the server-rendered error of this page, if any. */
export const useServerPageError = (): ServerPageError | null => useContext(ServerPageErrorContext);
