/**
 * The one Root of a remote's pages and widgets: the shell's locale with the remote's own messages
 * (Japanese first, English laid over them), and the area marker (`data-remote`, `data-remote-build` = the compiled-in build label; the shell's mount element carries the release as `data-remote-version`)
 * the shell and the e2e tests read. Each remote adds its providers (API client, store) as children.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useShell } from '@shirube/shell-contract';
import { SharedIntlProvider } from './SharedIntlProvider';

/** A remote's messages: `ja` is complete; `en` may lack ids (they fall back to Japanese). */
export interface RemoteMessages {
  ja: Record<string, string>;
  /** English, or a loader of it (so a page shown in Japanese never downloads the English texts). */
  en: Record<string, string> | (() => Promise<Record<string, string>>);
}

export interface RemoteRootProps {
  /** The federation name, e.g. 'mf_reader'. */
  name: string;
  version: string;
  messages: RemoteMessages;
  /** The area's root class; without one the marker takes no box (display: contents). */
  className?: string;
  children: ReactNode;
}

export function RemoteRoot({ name, version, messages, className, children }: RemoteRootProps) {
  const { locale } = useShell();
  const english = useEnglish(locale === 'en' ? messages.en : null);
  const localeMessages = useMemo(
    () => (english ? { ...messages.ja, ...english } : messages.ja),
    [english, messages],
  );
  return (
    <SharedIntlProvider locale={locale} messages={localeMessages}>
      <div
        className={className}
        style={className ? undefined : { display: 'contents' }}
        data-remote={name}
        data-remote-build={version}
      >
        {children}
      </div>
    </SharedIntlProvider>
  );
}

/** A stable callback for an API client's 401: signs out on screen through the CURRENT shell. */
export function useSignOutOnScreen(): () => void {
  const shell = useShell();
  const shellRef = useRef(shell);
  useEffect(() => {
    shellRef.current = shell;
  }, [shell]);
  return useCallback(() => shellRef.current.signOutOnScreen(), []);
}

/** Wraps a page in its remote's Root for export from ./pages. */
export function withRemoteRoot<P extends object>(
  Root: ComponentType<{ children: ReactNode }>,
  Page: ComponentType<P>,
  displayName: string,
): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <Root>
        <Page {...props} />
      </Root>
    );
  }
  Wrapped.displayName = displayName;
  return Wrapped;
}

/** The English texts when asked for: given, or loaded once (Japanese is shown until they arrive). */
function useEnglish(en: RemoteMessages['en'] | null): Record<string, string> | null {
  const [loaded, setLoaded] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (typeof en !== 'function') return;
    let live = true;
    en().then(
      (texts) => live && setLoaded(texts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [en]);
  if (en === null) return null;
  return typeof en === 'function' ? loaded : en;
}
