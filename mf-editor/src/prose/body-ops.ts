// Spec §4 body edits on a live editor: the operations themselves are @shirube/domain's (so browser
// and server agree); this file only reads the paragraphs out of the editor, applies the domain
// function, keeps the paywall on the same paragraph, and writes the result back as ONE transaction
// (undoable, no React re-render).
import {
  addParagraphAfter,
  deleteParagraph,
  paywallAfterDelete,
  paywallAfterInsert,
  replaceParagraph,
} from '@shirube/domain';
import type { EditorView } from 'prosemirror-view';
import { docToParagraphs, paragraphsToDoc, type Paragraphs } from './serialize';

function apply(view: EditorView, next: Paragraphs): Paragraphs {
  const doc = paragraphsToDoc(next.body, next.payArticleLine);
  view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content));
  return docToParagraphs(view.state.doc);
}

export interface BodyOps {
  paragraphs(): Paragraphs;
  /** Inserts `html` (sanitised) after paragraph `line` (-1 = at the top). */
  addAfter(line: number, html: string): Paragraphs;
  /** Removes paragraph `line`; an emptied body becomes one empty paragraph. */
  remove(line: number): Paragraphs;
  /** Replaces paragraph `line` with `html` after sanitising it. */
  replace(line: number, html: string): Paragraphs;
}

export function bodyOps(view: EditorView): BodyOps {
  const current = () => docToParagraphs(view.state.doc);
  return {
    paragraphs: current,
    addAfter(line, html) {
      const { body, payArticleLine } = current();
      return apply(view, {
        body: addParagraphAfter(body, line, html),
        payArticleLine: paywallAfterInsert(payArticleLine, line + 1),
      });
    },
    remove(line) {
      const { body, payArticleLine } = current();
      const next = deleteParagraph(body, line);
      return apply(view, {
        body: next,
        payArticleLine: paywallAfterDelete(payArticleLine, line, next.length),
      });
    },
    replace(line, html) {
      const { body, payArticleLine } = current();
      return apply(view, { body: replaceParagraph(body, line, html), payArticleLine });
    },
  };
}
