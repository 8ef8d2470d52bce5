// The editor's document model. Every top-level block is one body paragraph (spec §3 "body =
// ordered list of paragraph HTML"), except `paywall`, the 「ここから有料」 marker, whose index among
// the top-level blocks becomes payArticleLine. Only tags the shared sanitiser allows are produced.
// Videos, X posts and link cards: embed-nodes.ts.
import { Schema, type NodeSpec, type MarkSpec } from 'prosemirror-model';
import { embedNodes } from './embed-nodes';

/** http(s), mailto and same-site paths. */
export const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    content: 'inline*',
    group: 'block',
    parseDOM: [{ tag: 'p' }, { tag: 'div' }],
    toDOM: () => ['p', 0],
  },
  heading: {
    attrs: { level: { default: 2 } },
    content: 'inline*',
    group: 'block',
    defining: true,
    // h1 is allowed by the sanitiser but the editor offers h2/h3 only (the title is the h1).
    parseDOM: [
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h2', attrs: { level: 2 } },
      { tag: 'h3', attrs: { level: 3 } },
    ],
    toDOM: (node) => [`h${node.attrs.level as number}`, 0],
  },
  blockquote: {
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  code_block: {
    content: 'text*',
    marks: '',
    group: 'block',
    code: true,
    defining: true,
    parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
    toDOM: () => ['pre', ['code', 0]],
  },
  bullet_list: {
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ul' }],
    toDOM: () => ['ul', 0],
  },
  ordered_list: {
    content: 'list_item+',
    group: 'block',
    parseDOM: [{ tag: 'ol' }],
    toDOM: () => ['ol', 0],
  },
  list_item: {
    content: 'paragraph block*',
    defining: true,
    parseDOM: [{ tag: 'li' }],
    toDOM: () => ['li', 0],
  },
  paywall: {
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,
    parseDOM: [{ tag: 'hr[data-paywall]' }],
    toDOM: () => ['hr', { 'data-paywall': 'true', 'data-testid': 'paywall-marker' }],
  },
  ...embedNodes,
  text: { group: 'inline' },
  image: {
    inline: true,
    group: 'inline',
    draggable: true,
    attrs: { src: {}, alt: { default: '' } },
    parseDOM: [
      {
        tag: 'img[src]',
        getAttrs: (dom) => ({ src: dom.getAttribute('src'), alt: dom.getAttribute('alt') ?? '' }),
      },
    ],
    toDOM: (node) => ['img', { src: node.attrs.src as string, alt: node.attrs.alt as string }],
  },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
};

const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {} },
    inclusive: false,
    // Only web and mail links (the sanitiser's rule); anything else (javascript:, data:) stays plain text.
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = dom.getAttribute('href') ?? '';
          return SAFE_HREF.test(href) ? { href } : false;
        },
      },
    ],
    toDOM: (mark) => ['a', { href: mark.attrs.href as string }, 0],
  },
  strong: {
    parseDOM: [{ tag: 'strong' }, { tag: 'b' }],
    toDOM: () => ['strong', 0],
  },
  code: { parseDOM: [{ tag: 'code' }], toDOM: () => ['code', 0] },
};

export const schema = new Schema({ nodes, marks });
