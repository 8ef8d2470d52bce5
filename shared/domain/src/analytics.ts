// First-party article analytics (issue 36): who counts as a view, once a day, from where. Pure rules the
// API applies to every recorded view; the browser only sends its referrer.
import { DAY_MS, TOKYO_OFFSET_MS, tokyoDateKey } from './tokyo-time';

/** A view counts once per visitor per article per Tokyo day (and the visitor hash's salt lives one day). */
export function viewDay(at: Date): string {
  return tokyoDateKey(at);
}

let lastDay = { from: 0, to: 0, day: '' };
/**
 * `viewDay` of a time in ms since the epoch, remembering the last day's bounds: asked for every view the
 * API receives, it is two comparisons except at the first view of a day.
 */
export function viewDayAt(ms: number): string {
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const day = viewDay(new Date(ms));
  const from = Date.parse(`${day}T00:00:00Z`) - TOKYO_OFFSET_MS;
  lastDay = { from, to: from + DAY_MS, day };
  return day;
}

/** How long raw view events are kept by default (rollups are kept for ever). */
export const DEFAULT_VIEW_RETENTION_DAYS = 90;

/**
 * Crawlers, link-preview fetchers, monitors and headless browsers by User-Agent (case-insensitive). A
 * missing or empty User-Agent is a bot too: every browser sends one.
 */
export const BOT_USER_AGENT =
  /^node$|bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|slackbot|line-poker|skypeuripreview|pinterest|vkshare|w3c_validator|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|httpclient|uptimerobot|pingdom|statuscake|datadog|newrelic|feedfetcher|feedly|ahrefs|semrush|mj12|dotbot|petalbot|yandex|baiduspider|applebot|duckduckbot|sogou|exabot|ia_archiver|archive\.org/i;

export const isBotUserAgent = (ua: string | null | undefined): boolean =>
  !ua || ua.trim() === '' || BOT_USER_AGENT.test(ua);

/** A speculative load (link prefetch / prerender): `Sec-Purpose: prefetch…` or the older `Purpose:` /
 *  `X-Purpose:` / `X-Moz: prefetch`. Nobody has looked at the page yet. */
export function isPrefetch(header: (name: string) => string | null | undefined): boolean {
  for (const name of ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']) {
    const value = header(name);
    if (value && /prefetch|prerender|preview/i.test(value)) return true;
  }
  return false;
}

export type ViewSourceKind = 'referral' | 'internal' | 'external' | 'direct';
export interface ViewSource {
  kind: ViewSourceKind;
  /** referral: the link code; internal: top | search:<category or "all"> | user | article | other;
   *  external: the referring host only; direct: ''. */
  detail: string;
}

const MAX_DETAIL = 100;

/** Where an internal referrer path sits on the site (the page kinds of the route table). */
function internalKind(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'top';
  if (path === '/search') {
    const category = (url.searchParams.get('category') ?? '').trim().slice(0, 60);
    return `search:${category || 'all'}`;
  }
  if (/^\/u\/[^/]+\/a\/\d+$/.test(path)) return 'article';
  if (/^\/u\/[^/]+(\/(followers|following|specified))?$/.test(path)) return 'user';
  return 'other';
}

/**
 * The source of a view: a referral link clicked by this visitor for this article (its code wins), else
 * the referrer: our own host → the internal page kind; another http(s) host → that host only (never the
 * path or query: they can carry what the other site knows about the reader); none or unreadable → direct.
 */
export function classifySource(input: {
  referrer: string | null | undefined;
  siteHost: string;
  referralCode?: string | null;
}): ViewSource {
  if (input.referralCode) return { kind: 'referral', detail: input.referralCode.slice(0, MAX_DETAIL) };
  if (!input.referrer) return { kind: 'direct', detail: '' };
  let url: URL;
  try {
    url = new URL(input.referrer);
  } catch {
    return { kind: 'direct', detail: '' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'direct', detail: '' };
  const host = url.hostname.toLowerCase();
  if (host === input.siteHost.toLowerCase().replace(/:\d+$/, ''))
    return { kind: 'internal', detail: internalKind(url) };
  return { kind: 'external', detail: host.slice(0, MAX_DETAIL) };
}

/** Whose views are not counted: the author's own (they are not readers of it). */
export const isCountedViewer = (viewerId: number | null, authorId: number): boolean => viewerId !== authorId;

/** purchases ÷ views as a fraction (0 without views); shown as a percentage. */
export const conversionRate = (purchases: number, views: number): number =>
  views > 0 ? purchases / views : 0;
