// Embed blocks of the editor (stored markup and URL rules: @shirube/domain embed.ts). Each is an
// atom: one body paragraph, selectable and deletable as a whole, never edited inside. Their parse
// rules outrank the paragraph's plain `div` rule; a YouTube/Vimeo <iframe> in an older body becomes
// a video block too (it used to be dropped on edit).
import {
  EMBED_POST_CLASS,
  EMBED_VIDEO_CLASS,
  LINK_CARD_CLASS,
  normalizeEmbedPostUrl,
  normalizeLinkCardUrl,
  normalizeVideoEmbedUrl,
  videoWatchUrl,
} from '@shirube/domain/core';
import type { DOMOutputSpec, NodeSpec } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';

const atom = { group: 'block', atom: true, selectable: true, draggable: true } as const;
const PRIORITY = 60;
const EMBED_SELECTOR = `.${EMBED_VIDEO_CLASS}, .${EMBED_POST_CLASS}, .${LINK_CARD_CLASS}`;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

const text = (dom: HTMLElement, selector: string) => dom.querySelector(selector)?.textContent?.trim() ?? '';

export const embedNodes: Record<string, NodeSpec> = {
  video_embed: {
    ...atom,
    attrs: { src: {} },
    parseDOM: [
      {
        tag: `div.${EMBED_VIDEO_CLASS}[data-url]`,
        priority: PRIORITY,
        getAttrs: (dom) => {
          const src = normalizeVideoEmbedUrl(dom.getAttribute('data-url'));
          return src ? { src } : false;
        },
      },
      {
        tag: 'iframe[src]',
        priority: PRIORITY,
        getAttrs: (dom) => {
          const src = normalizeVideoEmbedUrl(dom.getAttribute('src'));
          return src ? { src } : false;
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const src = node.attrs.src as string;
      const watch = videoWatchUrl(src) ?? src;
      return ['div', { class: EMBED_VIDEO_CLASS, 'data-url': src }, ['a', { href: watch }, watch]];
    },
  },
  embed_post: {
    ...atom,
    attrs: { url: {} },
    parseDOM: [
      {
        tag: `div.${EMBED_POST_CLASS}[data-url]`,
        priority: PRIORITY,
        getAttrs: (dom) => {
          const url = normalizeEmbedPostUrl(dom.getAttribute('data-url'));
          return url ? { url } : false;
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const url = node.attrs.url as string;
      return ['div', { class: EMBED_POST_CLASS, 'data-url': url }, ['a', { href: url }, url]];
    },
  },
  link_card: {
    ...atom,
    // `key` and `loading` live only in the editor (a card whose OGP look-up is under way).
    attrs: {
      url: {},
      title: { default: '' },
      description: { default: '' },
      image: { default: null },
      key: { default: null },
      loading: { default: false },
    },
    parseDOM: [
      {
        tag: `div.${LINK_CARD_CLASS}[data-url]`,
        priority: PRIORITY,
        getAttrs: (dom) => {
          const url = normalizeLinkCardUrl(dom.getAttribute('data-url'));
          if (!url) return false;
          return {
            url,
            title: text(dom, '.link-card-title'),
            description: text(dom, '.link-card-description'),
            image: normalizeLinkCardUrl(dom.querySelector('img')?.getAttribute('src')),
          };
        },
      },
    ],
    toDOM: (node): DOMOutputSpec => {
      const { url, title, description, image, loading } = node.attrs as {
        url: string;
        title: string;
        description: string;
        image: string | null;
        loading: boolean;
      };
      const host = hostOf(url);
      const parts: DOMOutputSpec[] = [];
      if (image) parts.push(['img', { src: image, alt: '' }]);
      parts.push(['span', { class: 'link-card-title' }, title || host]);
      if (description) parts.push(['span', { class: 'link-card-description' }, description]);
      parts.push(['span', { class: 'link-card-host' }, host]);
      const attrs: Record<string, string> = { class: LINK_CARD_CLASS, 'data-url': url };
      if (loading) attrs['aria-busy'] = 'true';
      return ['div', attrs, ['a', { href: url }, ...parts]];
    },
  },
};

/**
 * Embeds are not editable, so the browser would follow a click on their link (the video's watch page,
 * the card's target) and leave the editor. The click only selects the block instead.
 */
export const embedClickGuard = new Plugin({
  props: {
    handleDOMEvents: {
      click(_view, event) {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest(EMBED_SELECTOR)?.querySelector('a') && target.closest('a'))
          event.preventDefault();
        return false;
      },
    },
  },
});
