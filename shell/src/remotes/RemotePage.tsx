import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { RemoteName } from '@shirube/shell-contract';
import { Container, mutedClass } from '@shirube/ui';
import { AppReadyMarker } from '../ready/useAppReady';
import { useRemoteLoader } from './loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { mount } from './remotePage.css';

const areaLabel: Record<RemoteName, string> = {
  mf_reader: 'common.area.reader',
  mf_editor: 'common.area.editor',
  mf_commerce: 'common.area.commerce',
  mf_seller: 'common.area.seller',
};

/** ErrorBoundary > Suspense > lazy(loadRemote('mf_x/pages')[page]). */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const loader = useRemoteLoader();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  // One lazy component per (remote, page, attempt): recreating it on every render would remount.
  const Page = useMemo(
    () =>
      lazy(async () => {
        const mod = await loader.loadModule(remote, 'pages');
        const component = mod[page] as ComponentType | undefined;
        if (typeof component !== 'function' && typeof component !== 'object') {
          throw new Error(`${remote}/pages has no ${page} (attempt ${attempt + 1})`);
        }
        return { default: component };
      }),
    [loader, remote, page, attempt],
  );
  const retry = useCallback(() => {
    loader
      .reset(remote)
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  }, [loader, remote]);
  // The mount element names the live release (server render and browser alike: both read it from
  // the release the shell server chose), wrapping the fallback too.
  return (
    <div data-remote-mount={remote} data-remote-version={loader.version?.(remote)} className={mount}>
      <RemoteErrorBoundary
        areaLabelId={areaLabel[remote]}
        resetKey={`${location.pathname}#${attempt}`}
        onRetry={retry}
      >
        <Suspense
          fallback={
            <Container aria-busy="true">
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
