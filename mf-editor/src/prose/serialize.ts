// ProseMirror document ↔ the API's paragraph list. One top-level block = one paragraph HTML string,
// sanitised with the shared options before it leaves the browser (`sanitizedParagraphs`: the
// sanitiser, ~50 KB gz, loads with the first save, not with the editor). The paywall node is not a
// paragraph: the number of paragraphs before it is payArticleLine (-1 when absent). A draft keeps the
// marker wherever the author left it (even first or last); publishing checks it (isValidPaywallLine).
// Stored HTML is parsed in an inert document (nothing in it runs or loads) and the schema keeps only
// the tags and attributes it knows.
import { PAYWALL_NONE } from '@shirube/domain/core';
import { DOMParser, DOMSerializer, type Node as PMNode } from 'prosemirror-model';
import { schema } from './schema';

export interface Paragraphs {
  body: string[];
  payArticleLine: number;
}

export function nodeToHtml(node: PMNode): string {
  const wrap = document.createElement('div');
  wrap.appendChild(DOMSerializer.fromSchema(schema).serializeNode(node));
  return wrap.innerHTML;
}

/** The paragraphs as the schema writes them (its own tags only); see `sanitizedParagraphs` for sending. */
export function docToParagraphs(doc: PMNode): Paragraphs {
  const body: string[] = [];
  let line = PAYWALL_NONE;
  doc.forEach((node) => {
    if (node.type === schema.nodes.paywall) {
      if (line === PAYWALL_NONE) line = body.length;
      return;
    }
    body.push(nodeToHtml(node));
  });
  // The domain's EMPTY_PARAGRAPH (its module carries the sanitiser): an empty body is one empty paragraph.
  if (body.length === 0) body.push('<p></p>');
  return { body, payArticleLine: line === PAYWALL_NONE ? PAYWALL_NONE : line };
}

/** What is sent to the server: every paragraph through the shared sanitiser (the server's own rule). */
export async function sanitizedParagraphs(doc: PMNode): Promise<Paragraphs> {
  const { sanitizeParagraph } = await import('@shirube/domain');
  const { body, payArticleLine } = docToParagraphs(doc);
  return { body: body.map(sanitizeParagraph), payArticleLine };
}

let inert: Document | null = null;

export function paragraphsToDoc(body: readonly string[], payArticleLine: number): PMNode {
  const line = payArticleLine >= 0 && payArticleLine <= body.length ? payArticleLine : PAYWALL_NONE;
  const parser = DOMParser.fromSchema(schema);
  const blocks: PMNode[] = [];
  body.forEach((html, index) => {
    if (index === line) blocks.push(schema.nodes.paywall!.create());
    inert ??= document.implementation.createHTMLDocument('');
    const holder = inert.createElement('div');
    holder.innerHTML = html;
    const parsed = parser.parse(holder);
    parsed.forEach((n) => blocks.push(n));
    if (parsed.childCount === 0) blocks.push(schema.nodes.paragraph!.create());
  });
  if (line === body.length) blocks.push(schema.nodes.paywall!.create());
  if (blocks.length === 0) blocks.push(schema.nodes.paragraph!.create());
  return schema.nodes.doc!.create(null, blocks);
}
