// The editor's paragraph sanitiser (spec §5). One set of options for the browser editor and the
// server, so what the author sees is what is stored.
//
// Embedded posts (our format): `<div class="embed-post" data-url="https://x.com/<user>/status/<id>">
// fallback text or link</div>`. data-url is normalised by normalizeEmbedPostUrl (query stripped);
// an invalid URL turns the element into a plain <div> (its text stays). The reader renders the card;
// no third-party script is ever stored.
// Videos (`embed-video`) and link cards (`link-card`) follow the same pattern (embed.ts).
// Links: absolute http(s) links get target="_blank" rel="noopener noreferrer nofollow"; relative
// links (our own pages) and mailto: get neither. Protocol-relative URLs (//host) are dropped.
import sanitizeHtml from 'sanitize-html';
import {
  EMBED_POST_CLASS,
  EMBED_VIDEO_CLASS,
  isAllowedVideoEmbedUrl,
  LINK_CARD_CLASS,
  LINK_CARD_PART_CLASSES,
  normalizeEmbedPostUrl,
  normalizeLinkCardUrl,
  normalizeVideoEmbedUrl,
  VIDEO_EMBED_HOSTNAMES,
} from './embed';

export const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'blockquote',
  'p',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'strong',
  'code',
  'br',
  'div',
  'span',
  'pre',
  'iframe',
] as const;
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

type Attribs = Record<string, string>;

function transformLink(tagName: string, attribs: Attribs) {
  const out: Attribs = {};
  if (attribs.href !== undefined) out.href = attribs.href;
  if (/^\s*https?:\/\//i.test(attribs.href ?? '')) {
    out.target = '_blank';
    out.rel = EXTERNAL_LINK_REL;
  }
  return { tagName, attribs: out };
}

// Each embed class keeps its data-url only when embed.ts's rule for it accepts (and normalises) it.
const DIV_EMBEDS: [string, (url: string | undefined) => string | null][] = [
  [EMBED_POST_CLASS, normalizeEmbedPostUrl],
  [EMBED_VIDEO_CLASS, normalizeVideoEmbedUrl],
  [LINK_CARD_CLASS, normalizeLinkCardUrl],
];

function transformDiv(tagName: string, attribs: Attribs): { tagName: string; attribs: Attribs } {
  const classes = (attribs.class ?? '').split(/\s+/);
  for (const [cls, normalize] of DIV_EMBEDS) {
    const url = classes.includes(cls) ? normalize(attribs['data-url']) : null;
    if (url) return { tagName, attribs: { class: cls, 'data-url': url } };
  }
  return { tagName, attribs: {} };
}

/** Our own uploaded pictures: the path POST /v1/items answers (`/uploads/items/<name>.<ext>`). */
const OWN_UPLOAD_PATH = /^\/uploads\/(?!.*\.\.)[\w./-]+$/;

/**
 * An img keeps its src only when it is an absolute http(s) URL or one of our uploads. Any other
 * relative src (`/v1/…`, `../x`, `?x`) would make every reader's browser request a path of ours with
 * their session cookie; other schemes are dropped by allowedSchemesByTag as well.
 */
function transformImg(tagName: string, attribs: Attribs) {
  const src = attribs.src;
  if (src === undefined || /^\s*https?:\/\//i.test(src) || OWN_UPLOAD_PATH.test(src))
    return { tagName, attribs };
  const { src: _dropped, ...rest } = attribs;
  return { tagName, attribs: rest };
}

function transformIframe(tagName: string, attribs: Attribs) {
  // sanitize-html checks only the hostname; the path must be a player page too.
  if (!isAllowedVideoEmbedUrl(attribs.src)) {
    const { src: _dropped, ...rest } = attribs;
    return { tagName, attribs: rest };
  }
  return { tagName, attribs };
}

export const sanitizerOptions: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    div: ['class', 'data-url'],
    span: ['class'],
    code: ['class'],
    pre: ['class'],
  },
  allowedClasses: {
    div: [EMBED_POST_CLASS, EMBED_VIDEO_CLASS, LINK_CARD_CLASS],
    span: [...LINK_CARD_PART_CLASSES],
    code: ['language-*'],
    pre: ['language-*'],
  },
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...VIDEO_EMBED_HOSTNAMES],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: { a: transformLink, div: transformDiv, img: transformImg, iframe: transformIframe },
  // An iframe whose src was refused is removed entirely rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/** Sanitise one paragraph of an article body. Idempotent: sanitising the output changes nothing. */
export function sanitizeParagraph(html: string): string {
  return sanitizeHtml(html, sanitizerOptions);
}
