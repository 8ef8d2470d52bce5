import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { Drawer } from '../drawer/Drawer';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import type { LayoutName } from '../routes/routeTable';
import * as s from './layout.css';

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
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <main className={s.main}>
        {name === 'preview' && (
          <p className={s.previewBanner} role="note">
            <FormattedMessage id="shell.layout.previewBanner" />
          </p>
        )}
        <Outlet />
      </main>
      {withFooter && <Footer />}
    </div>
  );
}
