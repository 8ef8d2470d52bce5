/**
 * The page a reader came from, for the article's view source (issue 36): the previous page of this site
 * the reader remote showed (an in-app navigation leaves document.referrer at the first page's), else
 * document.referrer. Kept in memory only — no cookie, no storage.
 */
let lastPage: string | null = null;

/** ReaderRoot, after each commit: this is now the page on screen. */
export function rememberPage(): void {
  if (typeof window !== 'undefined') lastPage = window.location.href;
}

/** Where the reader was before the page being rendered now (read it during that page's first render). */
export function previousPage(): string | null {
  if (typeof document === 'undefined') return null;
  if (lastPage !== null && lastPage !== window.location.href) return lastPage;
  return document.referrer || null;
}
