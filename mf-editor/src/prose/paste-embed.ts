// Pasting a URL alone on an empty line (spec §5): YouTube/Vimeo → video block, X post → post block,
// any other http(s) URL → link card, filled from GET /v1/ogp (a "loading" card meanwhile; when the
// look-up fails the URL stays as a plain link). Anything else pastes as usual.
import { classifyPastedUrl } from '@shirube/domain/core';
import type { Node as PMNode } from 'prosemirror-model';
import { Plugin, TextSelection, type EditorState, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { schema } from './schema';

export interface LinkCardData {
  title: string;
  description: string | null;
  image: string | null;
}

export interface PasteEmbedOptions {
  /** The OGP look-up; reject → the card becomes a plain link. */
  fetchCard(url: string): Promise<LinkCardData>;
  onCardFailed?(url: string): void;
}

let keys = 0;

/** The node a pasted text becomes, or null when it is not a URL alone. */
export function embedNodeFor(text: string): PMNode | null {
  const pasted = classifyPastedUrl(text);
  if (!pasted) return null;
  if (pasted.kind === 'video') return schema.nodes.video_embed!.create({ src: pasted.embedUrl });
  if (pasted.kind === 'post') return schema.nodes.embed_post!.create({ url: pasted.url });
  return schema.nodes.link_card!.create({ url: pasted.url, key: `card-${++keys}`, loading: true });
}

/** Replaces the empty top-level paragraph at the cursor with `node` (+ a paragraph to type on). */
export function insertEmbed(state: EditorState, node: PMNode): Transaction | null {
  const { $from, empty } = state.selection;
  if (!empty || $from.depth !== 1 || $from.parent.type !== schema.nodes.paragraph) return null;
  if ($from.parent.content.size !== 0) return null;
  const start = $from.before();
  const tr = state.tr.replaceWith(start, $from.after(), [node, schema.nodes.paragraph!.create()]);
  return tr.setSelection(TextSelection.create(tr.doc, start + node.nodeSize + 1)).scrollIntoView();
}

function findCard(doc: PMNode, key: string): { pos: number; node: PMNode } | null {
  let found: { pos: number; node: PMNode } | null = null;
  doc.forEach((node, pos) => {
    if (node.type === schema.nodes.link_card && node.attrs.key === key) found = { pos, node };
  });
  return found;
}

function fillCard(view: EditorView, key: string, options: PasteEmbedOptions) {
  const url = findCard(view.state.doc, key)?.node.attrs.url as string;
  options.fetchCard(url).then(
    (card) => {
      const at = !view.isDestroyed && findCard(view.state.doc, key);
      if (!at) return;
      const attrs = {
        ...at.node.attrs,
        ...card,
        description: card.description ?? '',
        loading: false,
        key: null,
      };
      view.dispatch(view.state.tr.setNodeMarkup(at.pos, null, attrs).setMeta('addToHistory', false));
    },
    () => {
      const at = !view.isDestroyed && findCard(view.state.doc, key);
      if (!at) return;
      const link = schema.marks.link!.create({ href: url });
      const paragraph = schema.nodes.paragraph!.create(null, schema.text(url, [link]));
      view.dispatch(
        view.state.tr
          .replaceWith(at.pos, at.pos + at.node.nodeSize, paragraph)
          .setMeta('addToHistory', false),
      );
      options.onCardFailed?.(url);
    },
  );
}

export function pasteEmbedPlugin(options: PasteEmbedOptions): Plugin {
  return new Plugin({
    props: {
      handlePaste(view, event) {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        const node = embedNodeFor(text);
        const tr = node && insertEmbed(view.state, node);
        if (!node || !tr) return false;
        view.dispatch(tr);
        if (node.type === schema.nodes.link_card) fillCard(view, node.attrs.key as string, options);
        return true;
      },
    },
  });
}
