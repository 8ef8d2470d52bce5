// The site's own host name: a referrer on it is one of this site's pages (an internal source).
/** The site's host: SITE_URL's, else the host the shell server says the reader asked for. */
export function siteHostOf(siteUrl: string, headers: Readonly<Record<string, string | undefined>>): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).hostname;
    } catch {
      // fall through to the request's host
    }
  }
  return (headers['x-forwarded-host'] ?? headers.host ?? '').replace(/:\d+$/, '');
}
