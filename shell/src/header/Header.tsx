import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '@shirube/ui';
import { layoutHidesSearch, type LayoutName } from '../routes/routeTable';
import { rememberReturnTo } from '../session/returnTo';
import { guidelineOpenAtom, headerActionsAtom, sessionAtom } from '../session/state';
import * as s from './header.css';
import { MenuIcon } from './icons';
import { SearchBox } from './SearchBox';

// Chrome that a visitor never sees (signed-in parts) or sees only after a click (the guideline
// dialog) is its own chunk: the article route every first visit downloads does not carry it
// (e2e/bytes.spec.ts). A server-rendered signed-in header keeps its HTML until the chunk is in.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const GuidelineDialog = lazy(() => import('./GuidelineDialog').then((m) => ({ default: m.GuidelineDialog })));

export function Header({ layout, onOpenDrawer }: { layout: LayoutName; onOpenDrawer(): void }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const pageActions = useAtomValue(headerActionsAtom);
  const editing = layoutHidesSearch(layout);
  const location = useLocation();
  const [guidelineOpen, setGuidelineOpen] = useAtom(guidelineOpenAtom);
  // The login button brings the visitor back to where they were.
  const rememberHere = () => {
    if (!['/sign_in', '/sign_up'].includes(location.pathname))
      rememberReturnTo(location.pathname + location.search);
  };
  return (
    <header className={s.bar}>
      <button
        type="button"
        className={s.iconButton}
        aria-label={intl.formatMessage({ id: 'shell.header.openDrawer' })}
        onClick={onOpenDrawer}
      >
        <MenuIcon />
      </button>
      <Link to="/" className={s.logo} aria-label={intl.formatMessage({ id: 'shell.header.home' })}>
        <FormattedMessage id="common.siteName" />
      </Link>
      {/* Edit and preview: no search box, and no second spacer (each flex item costs a gap at 390 px). */}
      {!editing && <SearchBox className={s.search} />}
      <div className={s.spacer} />
      <div className={s.right}>
        {session.status === 'signedIn' && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        {pageActions}
        {/* Edit and preview put their own controls here instead of the post button (spec §2). */}
        {!editing && (
          <Button onClick={() => setGuidelineOpen(true)}>
            <FormattedMessage id="shell.header.post" />
          </Button>
        )}
        {session.status === 'signedIn' && (
          <Suspense fallback={null}>
            <UserMenu user={session.user} />
          </Suspense>
        )}
        {session.status === 'signedOut' && (
          <>
            <Link to="/sign_in" className={buttonClass('ghost')} onClick={rememberHere}>
              <FormattedMessage id="shell.header.login" />
            </Link>
            <Link
              to="/sign_up"
              className={`${buttonClass('secondary')} ${s.hideOnMobile}`}
              onClick={rememberHere}
            >
              <FormattedMessage id="shell.header.signUp" />
            </Link>
          </>
        )}
      </div>
      {guidelineOpen && (
        <Suspense fallback={null}>
          <GuidelineDialog open onClose={() => setGuidelineOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
