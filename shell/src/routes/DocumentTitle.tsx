/** Keeps document.title in step with the route for pages the shell can name (pageTitles.ts). The names load
 *  in their own chunk: the reader's pages (top, user, article) never download them (e2e/bytes.spec.ts). */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The reader names these after their data (and the top page keeps the site name the server gave it). */
const namedByReader = (pathname: string) => pathname === '/' || pathname.startsWith('/u/');

export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (namedByReader(pathname)) return;
    let live = true;
    void import('./pageTitles').then(({ documentTitleOf }) => {
      const title = documentTitleOf(pathname);
      // An error page (ErrorPage) names itself: a route's name would claim the page exists.
      if (live && title && !document.querySelector('main[data-error-status]')) document.title = title;
    });
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
