/** Reading a server-rendered page's HTML the way a browser without JavaScript would see it. */

/** The server-rendered part of a page: what #root holds before any JavaScript runs. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="shirube-page"');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** The release of `mfName` the page loads (its files' `/remotes/<name>/<version>/` URLs), or null. */
export function releaseOf(html: string, mfName: string): string | null {
  const match = new RegExp(`/remotes/${mfName}/([^/"]+)/`).exec(html);
  return match ? decodeURIComponent(match[1]) : null;
}
