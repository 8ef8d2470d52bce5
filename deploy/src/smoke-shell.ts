/**
 * The shell context both smoke renders give every page (the node build's in smoke-child.ts, the
 * browser build's in smoke-harness.ts): a signed-out visitor whose actions do nothing and whose
 * widgets never load. Self-contained — the browser check sends it to the page as source text.
 */
export function signedOutShell() {
  return {
    session: { status: 'signedOut' },
    locale: 'ja',
    navigate: () => undefined,
    toast: () => undefined,
    openLogin: () => undefined,
    invalidate: () => undefined,
    signOutOnScreen: () => undefined,
    setHeaderActions: () => undefined,
    loadWidget: () => new Promise(() => undefined),
  };
}
