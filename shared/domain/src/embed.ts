// Which external URLs the editor may embed (spec §5). Uses only the WHATWG URL global, present in
// browsers and Node alike. Hostnames are compared exactly, so look-alikes such as
// youtube.com.evil.example or evil-youtube.com never pass.

const POST_HOSTS = new Map<string, string>([
  ['twitter.com', 'twitter.com'],
  ['www.twitter.com', 'twitter.com'],
  ['mobile.twitter.com', 'twitter.com'],
  ['x.com', 'x.com'],
  ['www.x.com', 'x.com'],
  ['mobile.x.com', 'x.com'],
]);
const POST_PATH = /^\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,25})\/?$/;

function parse(url: string | null | undefined): URL | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/**
 * An embeddable social post: `https://{twitter.com|x.com}/<user>/status/<numeric id>` (www./mobile.
 * prefixes folded). Returns the canonical https URL without query string or fragment, or null.
 */
export function normalizeEmbedPostUrl(url: string | null | undefined): string | null {
  const u = parse(url);
  if (!u || u.username || u.password || u.port) return null;
  const host = POST_HOSTS.get(u.hostname);
  const m = POST_PATH.exec(u.pathname);
  if (!host || !m) return null;
  return `https://${host}/${m[1]}/status/${m[2]}`;
}

const VIDEO_RULES: { hosts: string[]; path: RegExp }[] = [
  {
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
    path: /^\/embed\/[A-Za-z0-9_-]{1,64}\/?$/,
  },
  { hosts: ['player.vimeo.com'], path: /^\/video\/\d{1,20}\/?$/ },
];

/** An iframe src we allow: a YouTube /embed/<id> or Vimeo player /video/<id> page over https. */
export function isAllowedVideoEmbedUrl(url: string | null | undefined): boolean {
  const u = parse(url);
  if (!u || u.protocol !== 'https:' || u.username || u.password || u.port) return false;
  return VIDEO_RULES.some((r) => r.hosts.includes(u.hostname) && r.path.test(u.pathname));
}

export const VIDEO_EMBED_HOSTNAMES: readonly string[] = VIDEO_RULES.flatMap((r) => r.hosts);
