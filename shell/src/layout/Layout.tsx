import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import type { LayoutName } from '../routes/routeTable';
import * as s from './layout.css';

// The drawer renders nothing until it is opened: its code (links, texts) loads on the first open.
const Drawer = lazy(() => import('../drawer/Drawer').then((m) => ({ default: m.Drawer })));

/**
 * Spec §2 layouts. default/article: header + drawer + footer. edit/preview: header without the search
 * box and without the footer (the editor remote draws its own save/preview/publish controls, and the
 * article footer with the buy button belongs to the reader's ArticlePage). plain: no chrome.
 */
export function Layout({ name }: { name: LayoutName }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (name === 'plain') {
    return (
      <main className={s.plainMain} data-layout={name}>
        <Outlet />
      </main>
    );
  }
  const withFooter = name === 'default' || name === 'article';
  return (
    <div className={s.shell} data-layout={name}>
      <Header layout={name} onOpenDrawer={() => setDrawerOpen(true)} />
      {drawerOpen && (
        <Suspense fallback={null}>
          <Drawer open onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <main className={s.main}>
        <Outlet />
      </main>
      {withFooter && <Footer />}
    </div>
  );
}
