/**
 * The whole contract between the shell (host) and the four remotes, in one file
 * (like Ghost's FrameworkProvider). Remotes import only this package to talk to the shell.
 * Shared as a Module Federation singleton, so React context identity holds across remotes.
 */
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';

/** Remote names: the key in /remotes.json and the Module Federation `name`. */
export const remoteNames = ['mf_reader', 'mf_editor', 'mf_commerce', 'mf_seller'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Every page the shell routes to, by owning remote. Each remote exposes `./pages`
 *  whose named exports are exactly these component names. */
export const remotePages = {
  mf_reader: [
    'TopPage',
    'SearchPage',
    'ArticlePage',
    'UserPage',
    'FollowersPage',
    'FollowingPage',
    'UserSpecifiedPage',
    'InquiryPage',
    'TermsPage',
    'SpecifiedPage',
    'MagazinePage',
  ],
  mf_editor: ['DraftPage', 'EditPage', 'PreviewPage', 'MyArticlesPage', 'ReviewQueuePage'],
  mf_commerce: ['PurchasedHistoryPage', 'CreditCardPage'],
  mf_seller: [
    'DashboardPage',
    'SalesManagementPage',
    'SalesHistoryPage',
    'TransferredHistoryPage',
    'RankingReportPage',
    'AccountSettingsPage',
    'DeleteAccountPage',
    'BankAccountPage',
    'BankInformationPage',
    'AdminIdentificationsPage',
    'AdminTransfersPage',
    'AdminRefundsPage',
    'AnalyticsPage',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;
export type PageName<R extends RemoteName> = (typeof remotePages)[R][number];

/** Widgets a remote exposes for other areas (loaded through the shell, never imported). */
export const remoteWidgets = {
  mf_commerce: ['PurchaseDialog'],
} as const;

/** The signed-in user as the page sees it (tokens never reach page JavaScript). */
export interface SessionUser {
  id: number;
  account: string;
  name: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  isAdmin: boolean;
  paymentProvider: string | null;
}

export type SessionView =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export type ToastColor = 'success' | 'error' | 'info';

/** Resources a remote can ask the shell to refetch after it changed them. */
export type Resource = 'session' | 'notifications' | 'article' | 'articles' | 'card' | 'sales';

export interface ShellApi {
  session: SessionView;
  locale: 'ja' | 'en';
  /** Client-side navigation inside the shell's router. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Show a toast. `message` is already-formatted text from a react-intl message. */
  toast(message: string, color?: ToastColor): void;
  /** Send the visitor to /sign_in, remembering `returnTo` (default: current path). */
  openLogin(returnTo?: string): void;
  /** Tell the shell a resource changed (refetch the session, badge counts, ...). */
  invalidate(resource: Resource): void;
  /** The shell's screen-only sign-out (used on any 401). */
  signOutOnScreen(): void;
  /** Put controls into the app bar (spec §2 edit layout: draft-save + preview; preview layout: cancel +
   *  publish settings). null clears them. Prefer the `useHeaderActions` hook, which clears on unmount.
   *  Optional so test doubles of ShellApi need not implement it; the shell always does. */
  setHeaderActions?(actions: ReactNode | null): void;
  /** Open the post button's guideline agreement (spec §5; agree → /a/draft). Every 新規作成 goes
   *  through it. Optional so test doubles need not implement it; the shell always does. */
  openGuideline?(): void;
  /** Load a widget another remote exposes, through the shell's loader. */
  loadWidget<P>(remote: keyof typeof remoteWidgets, widget: string): Promise<ComponentType<P>>;
}

/**
 * Thrown (or rendered via `throw`) by a remote page to show the shell's error page for that area,
 * e.g. `throw new PageError(404, 'underReview')` when GET /v1/articles/:id answers `under_review`.
 * Spec §2 error pages: 404 (variants 'underReview' and 'article' = with the article-URL hint),
 * 401 'session expired', 0 = the network failed, anything else 500. With `retry` (network/5xx) the
 * error page offers 再読み込み: the shell calls it and renders the page again. Recognised by shape, so a
 * copy from another build works. Remotes never draw their own error page: they throw this.
 */
export type PageErrorVariant = 'underReview' | 'article';
export class PageError extends Error {
  readonly status: number;
  readonly variant?: PageErrorVariant;
  readonly retry?: () => void;
  constructor(status: number, variant?: PageErrorVariant, options?: { retry?: () => void }) {
    super(`page error ${status}${variant ? ` (${variant})` : ''}`);
    this.name = 'PageError';
    this.status = status;
    this.variant = variant;
    this.retry = options?.retry;
  }
}
export function isPageError(e: unknown): e is PageError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as Error).name === 'PageError' &&
    typeof (e as PageError).status === 'number'
  );
}

export const ShellContext = createContext<ShellApi | null>(null);

export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside the shell: render remotes through the shell loader');
  return shell;
}

export function useSession(): SessionView {
  return useShell().session;
}

/** Show `actions` in the shell's app bar while the calling page is mounted. */
export function useHeaderActions(actions: ReactNode): void {
  const { setHeaderActions } = useShell();
  useEffect(() => {
    setHeaderActions?.(actions);
    return () => setHeaderActions?.(null);
  }, [setHeaderActions, actions]);
}

/* ── Server rendering ──────────────────────────────────────────────────────────────────────────── */

/** What the shell server hands a page's `loadServerData` (in node, per request). */
export interface ServerDataContext {
  /** Route params (`:account`, `:id`) and the query string of the requested URL. */
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  session: SessionView;
  /** fetch for `/v1/...` paths: straight to the API with the visitor's session (the BFF's cookie). */
  fetch(path: string): Promise<Response>;
}

/** A page's server data: the HTTP status of the page and a JSON-serialisable state the page renders
 *  from — embedded in the HTML so the browser hydrates with it and makes no `/v1` call first. */
export interface ServerData {
  status: number;
  state: unknown;
  /** The page lives at another URL (e.g. an article under its author's current account): 301 there. */
  location?: string;
}

/** A page component a remote exposes may carry a server loader; pages without one render in the browser. */
export type ServerRenderablePage<P = object> = ComponentType<P> & {
  loadServerData?: (context: ServerDataContext) => Promise<ServerData>;
};

/** The server data of the page being hydrated/rendered, by remote (null: the page was not server-rendered). */
export const ServerStateContext = createContext<Partial<Record<RemoteName, unknown>> | null>(null);

export function useServerState(remote: RemoteName): unknown {
  return useContext(ServerStateContext)?.[remote] ?? null;
}
