import { useIntl } from 'react-intl';
import * as s from './loadingBar.css';

/** The loading bar of a page whose code is still on its way (RemotePage's Suspense fallback). */
export function LoadingBar() {
  const intl = useIntl();
  return (
    <div
      className={s.bar}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.remote.loading' })}
      data-testid="loading-bar"
    />
  );
}
