import { Component, type ReactNode } from 'react';
import { isPageError } from '@shirube/shell-contract';
import { ErrorPage } from '../errors/ErrorPage';
import { RemoteFailure } from './RemoteFailure';
import { AppReadyMarker } from '../ready/useAppReady';

interface Props {
  areaLabelId: string;
  resetKey: string;
  onRetry(): void;
  /** An error known before rendering (the server rendered this page's PageError): shown at once. */
  initialError?: unknown;
  children: ReactNode;
}

/** One per remote area: a failing remote shows a fallback here and nothing else breaks.
 *  A PageError thrown by a page renders the shell's error page instead (spec §2). */
export class RemoteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  state = { error: (this.props.initialError ?? null) as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    // Navigating elsewhere clears the error.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    if (!isPageError(error)) console.error('[shell] remote area failed', error);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // 再読み込み (network/5xx PageError with retry): the page reloads its data, then renders again.
    const retry = isPageError(error) ? error.retry : undefined;
    const onRetry = retry
      ? () => {
          retry();
          this.setState({ error: null });
        }
      : undefined;
    // The page will not hydrate: the app has taken over with this message (its retry must be clickable).
    return (
      <>
        <AppReadyMarker />
        {isPageError(error) ? (
          <ErrorPage status={error.status} variant={error.variant} onRetry={onRetry} />
        ) : (
          <RemoteFailure areaLabelId={this.props.areaLabelId} onRetry={this.props.onRetry} />
        )}
      </>
    );
  }
}
