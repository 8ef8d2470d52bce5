// An HTML page → the link card fields, with a real HTML parser (htmlparser2: entities decoded,
// attributes in any order or quoting). Only <head>-level tags matter: og:*, twitter:*, description,
// <title>. Text is collapsed and cut; image URLs are made absolute and must be http(s).
import { Parser } from 'htmlparser2';

export interface PageMeta {
  title: string;
  description: string | null;
  image: string | null;
  siteName: string | null;
}

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 300;

const clean = (value: string | undefined, max: number): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return [...text].length > max ? [...text].slice(0, max - 1).join('') + '…' : text;
};

function absoluteHttp(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const u = new URL(value.trim(), base);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password ? u.href : null;
  } catch {
    return null;
  }
}

/** Parses the page at `pageUrl` (for relative og:image) into card fields; the host is the title fallback. */
export function parsePageMeta(html: string, pageUrl: string): PageMeta {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attrs.property ?? attrs.name ?? '').trim().toLowerCase();
        // The first value wins (pages repeat og:image for alternatives; the first is the main one).
        if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v && v.trim() !== '');
  const host = new URL(pageUrl).host;
  return {
    title: clean(first('og:title', 'twitter:title') ?? title, TITLE_MAX) ?? host,
    description: clean(first('og:description', 'twitter:description', 'description'), DESCRIPTION_MAX),
    image: absoluteHttp(first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'), pageUrl),
    siteName: clean(first('og:site_name'), TITLE_MAX),
  };
}

/** The charset a page declares: Content-Type first, else a <meta charset> in its first 2 KB. */
export function declaredCharset(contentType: string, head: Buffer): string {
  const fromHeader = /charset=["']?([\w.:-]+)/i.exec(contentType)?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w.:-]+)/i.exec(head.subarray(0, 2048).toString('latin1'))?.[1];
  return (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
}

/** Decodes with the declared charset (Shift_JIS and EUC-JP included); unknown labels → UTF-8. */
export function decodeBody(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
