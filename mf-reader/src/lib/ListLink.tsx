/**
 * A link in a long list (article cards, おすすめ, category chips): a plain `<a href>` whose click the
 * reader's router handles, as react-router's `<Link>` does. A `<Link>` costs a handful of hooks per
 * link (resolving the path twice against the route matches, a navigate function, prefetch state): the
 * top page's ~40 list links were about a tenth of its server render (bench/results/ssr-top-2026-11-26d.md).
 * Here one navigate per ReaderRoot serves every link below it.
 */
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';

type ClickHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

const ListLinkClick = createContext<ClickHandler | undefined>(undefined);

/** `<Link>`'s rules: a plain left click on a link for this window is the app's; any other click
 *  (new tab, download, modifier keys, already handled) is the browser's. A click on the page it is
 *  already on replaces the entry instead of adding one. */
export function ListLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = useMemo<ClickHandler>(
    () => (event) => {
      const a = event.currentTarget;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      event.preventDefault();
      const to = a.getAttribute('href')!;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    },
    [navigate],
  );
  return <ListLinkClick.Provider value={onClick}>{children}</ListLinkClick.Provider>;
}

/** `to`: a path of this site (absolute, already encoded). */
export function ListLink({
  to,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return <a {...rest} href={to} onClick={useContext(ListLinkClick)} />;
}
