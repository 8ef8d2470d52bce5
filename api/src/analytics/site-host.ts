// The site's own host name: a referrer on it is one of this site's pages (an internal source).
/** The site's host: SITE_URL's, else the host the shell server says the reader asked for. */
export function siteHostOf(siteUrl: string, headers: Readonly<Record<string, string | undefined>>): string {
  const host = siteUrl ? configuredHost(siteUrl) : null;
  return host ?? (headers['x-forwarded-host'] ?? headers.host ?? '').replace(/:\d+$/, '');
}

// SITE_URL's host, parsed once per value (asked for every view the API receives).
let parsed: { siteUrl: string; host: string | null } | null = null;
function configuredHost(siteUrl: string): string | null {
  if (parsed?.siteUrl !== siteUrl) {
    let host: string | null = null;
    try {
      host = new URL(siteUrl).hostname;
    } catch {
      // the request's host instead
    }
    parsed = { siteUrl, host };
  }
  return parsed.host;
}
