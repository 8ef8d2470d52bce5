/** Keeps document.title in step with the route for pages the shell can name (pageTitles.ts). */
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { pageTitle } from '@shirube/i18n/src/core';
import { pageTitleIdOf } from './pageTitles';

export function DocumentTitle() {
  const { pathname } = useLocation();
  const intl = useIntl();
  useEffect(() => {
    const id = pageTitleIdOf(pathname);
    if (id === null) return;
    document.title = pageTitle(id ? intl.formatMessage({ id }) : null);
  }, [pathname, intl]);
  return null;
}
