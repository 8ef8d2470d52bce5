import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { PageError, type RemoteName } from '@shirube/shell-contract';
import { Container, mutedClass } from '@shirube/ui';
import { useServerPageError } from '../errors/serverPageError';
import { LoadingBar } from '../navigation/LoadingBar';
import { AppReadyMarker } from '../ready/useAppReady';
import { useRemoteLoader, type RemoteLoader } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { mount } from './remotePage.css';

const areaLabel: Record<RemoteName, string> = {
  mf_reader: 'common.area.reader',
  mf_editor: 'common.area.editor',
  mf_commerce: 'common.area.commerce',
  mf_seller: 'common.area.seller',
};

/** The remote's page as a lazy component: loaded on first render, a fresh one per retry. */
function lazyRemotePage(loader: RemoteLoader, remote: RemoteName, page: string, attempt: number) {
  return lazy(async () => {
    const mod = await loader.loadModule(remote, 'pages');
    const component = mod[page] as ComponentType | undefined;
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`${remote}/pages has no ${page} (attempt ${attempt + 1})`);
    }
    return { default: component };
  });
}

/**
 * ErrorBoundary > Suspense > lazy(loadRemote('mf_x/pages')[page]). The lazy component is state, made
 * once per mount (AppRoutes keys this by remote/page) and replaced by the retry handler, never during
 * a render (a new component type on every render would remount the page).
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const loader = useRemoteLoader();
  const location = useLocation();
  const [{ attempt, Page }, setLoad] = useState(() => ({
    attempt: 0,
    Page: lazyRemotePage(loader, remote, page, 0),
  }));
  // The server rendered this page's error page: the first render shows the same (hydration), its
  // 再読み込み (network/5xx) loads the whole page again.
  const serverError = useServerPageError();
  const initialError = useMemo(() => {
    if (!serverError) return null;
    const { status, variant } = serverError;
    const retryable = status === 0 || status >= 500;
    return new PageError(status, variant, retryable ? { retry: () => window.location.reload() } : undefined);
  }, [serverError]);
  const retry = useCallback(() => {
    loader
      .reset(remote)
      .catch(() => undefined)
      .finally(() =>
        setLoad({ attempt: attempt + 1, Page: lazyRemotePage(loader, remote, page, attempt + 1) }),
      );
  }, [loader, remote, page, attempt]);
  // The mount element names the live release (server render and browser alike: both read it from
  // the release the shell server chose), wrapping the fallback too.
  return (
    <div data-remote-mount={remote} data-remote-version={loader.version?.(remote)} className={mount}>
      <RemoteErrorBoundary
        areaLabelId={areaLabel[remote]}
        resetKey={`${location.pathname}#${attempt}`}
        onRetry={retry}
        initialError={initialError}
      >
        <Suspense
          fallback={
            <Container aria-busy="true">
              <LoadingBar />
              <p className={mutedClass}>
                <FormattedMessage id="shell.remote.loading" />
              </p>
            </Container>
          }
        >
          <Page />
          <AppReadyMarker />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
