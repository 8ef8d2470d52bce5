// ProseMirror document ↔ the API's paragraph list. One top-level block = one paragraph HTML string,
// sanitised with the shared options before it leaves the browser. The paywall node is not a
// paragraph: the number of paragraphs before it is payArticleLine (-1 when absent). A draft keeps the
// marker wherever the author left it (even first or last); publishing checks it (isValidPaywallLine).
import { EMPTY_PARAGRAPH, PAYWALL_NONE, sanitizeParagraph } from '@shirube/domain';
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

export function docToParagraphs(doc: PMNode): Paragraphs {
  const body: string[] = [];
  let line = PAYWALL_NONE;
  doc.forEach((node) => {
    if (node.type === schema.nodes.paywall) {
      if (line === PAYWALL_NONE) line = body.length;
      return;
    }
    body.push(sanitizeParagraph(nodeToHtml(node)));
  });
  if (body.length === 0) body.push(EMPTY_PARAGRAPH);
  return { body, payArticleLine: line === PAYWALL_NONE ? PAYWALL_NONE : line };
}

export function paragraphsToDoc(body: readonly string[], payArticleLine: number): PMNode {
  const line = payArticleLine >= 0 && payArticleLine <= body.length ? payArticleLine : PAYWALL_NONE;
  const parser = DOMParser.fromSchema(schema);
  const blocks: PMNode[] = [];
  body.forEach((html, index) => {
    if (index === line) blocks.push(schema.nodes.paywall!.create());
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeParagraph(html);
    const parsed = parser.parse(holder);
    parsed.forEach((n) => blocks.push(n));
    if (parsed.childCount === 0) blocks.push(schema.nodes.paragraph!.create());
  });
  if (line === body.length) blocks.push(schema.nodes.paywall!.create());
  if (blocks.length === 0) blocks.push(schema.nodes.paragraph!.create());
  return schema.nodes.doc!.create(null, blocks);
}
