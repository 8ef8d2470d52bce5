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

// ---- What a URL pasted alone on a line becomes (editor), and how embeds are stored ----
// Stored markup (one body paragraph each, kept by the sanitiser):
//   video: <div class="embed-video" data-url="{player URL}"><a href="{watch URL}">{watch URL}</a></div>
//   post:  <div class="embed-post" data-url="{canonical post URL}"><a href="…">…</a></div>
//   card:  <div class="link-card" data-url="{url}"><a href="{url}">[<img>]<span class="link-card-title">…
// The reader shows the video as a click-to-load facade (no third-party request before the click).

export const EMBED_POST_CLASS = 'embed-post';
export const EMBED_VIDEO_CLASS = 'embed-video';
export const LINK_CARD_CLASS = 'link-card';
export const LINK_CARD_PART_CLASSES = ['link-card-title', 'link-card-description', 'link-card-host'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

function youtubeId(u: URL): string | null {
  if (u.hostname === 'youtu.be') {
    const id = u.pathname.slice(1).replace(/\/$/, '');
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (!YOUTUBE_HOSTS.includes(u.hostname)) return null;
  if (u.pathname === '/watch') {
    const id = u.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  const m = /^\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{6,64})\/?$/.exec(u.pathname);
  return m ? m[1]! : null;
}

/** `t=90`, `t=1m30s` or `start=90` → whole seconds, else null. */
function startSeconds(u: URL): number | null {
  const raw = u.searchParams.get('t') ?? u.searchParams.get('start');
  if (!raw) return null;
  const m = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(raw);
  if (!m) return null;
  const s = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return s > 0 ? s : null;
}

export type PastedUrl =
  | { kind: 'video'; provider: 'youtube' | 'vimeo'; embedUrl: string; watchUrl: string }
  | { kind: 'post'; url: string }
  | { kind: 'link'; url: string };

/**
 * A URL pasted alone on a line: a YouTube/Vimeo video (player URL on youtube-nocookie / vimeo
 * player), an X/Twitter post (canonical, query stripped), or any other http(s) URL (link card).
 * Anything else (text with spaces, other schemes, credentials in the URL) → null: paste as text.
 */
export function classifyPastedUrl(text: string | null | undefined): PastedUrl | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.length > 2048) return null;
  const u = parse(trimmed);
  if (!u || u.username || u.password) return null;
  const yt = youtubeId(u);
  if (yt) {
    const start = startSeconds(u);
    return {
      kind: 'video',
      provider: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}${start ? `?start=${start}` : ''}`,
      watchUrl: `https://www.youtube.com/watch?v=${yt}${start ? `&t=${start}` : ''}`,
    };
  }
  const vimeo =
    (u.hostname === 'vimeo.com' || u.hostname === 'www.vimeo.com'
      ? /^\/(\d{1,20})\/?$/.exec(u.pathname)
      : null) ?? (u.hostname === 'player.vimeo.com' ? /^\/video\/(\d{1,20})\/?$/.exec(u.pathname) : null);
  if (vimeo) {
    return {
      kind: 'video',
      provider: 'vimeo',
      embedUrl: `https://player.vimeo.com/video/${vimeo[1]}`,
      watchUrl: `https://vimeo.com/${vimeo[1]}`,
    };
  }
  const post = normalizeEmbedPostUrl(trimmed);
  if (post) return { kind: 'post', url: post };
  return { kind: 'link', url: u.href };
}

/**
 * A stored video player URL, canonicalised: YouTube → youtube-nocookie (privacy-enhanced mode),
 * only `start` kept; Vimeo player → no query. Not a player URL of an allowed host → null.
 */
export function normalizeVideoEmbedUrl(url: string | null | undefined): string | null {
  if (!isAllowedVideoEmbedUrl(url)) return null;
  const u = new URL(url!.trim());
  const v = classifyPastedUrl(u.href);
  return v?.kind === 'video' ? v.embedUrl : null;
}

/** The page a reader opens without JavaScript (or from the facade's link) for a player URL. */
export function videoWatchUrl(embedUrl: string): string | null {
  const v = classifyPastedUrl(embedUrl);
  return v?.kind === 'video' ? v.watchUrl : null;
}

/** A link card's target (or image): an absolute http(s) URL without credentials, else null. */
export function normalizeLinkCardUrl(url: string | null | undefined): string | null {
  const u = parse(url);
  if (!u || u.username || u.password || url!.trim().length > 2048) return null;
  return u.href;
}
