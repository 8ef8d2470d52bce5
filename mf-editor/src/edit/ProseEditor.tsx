// The ProseMirror surface. The EditorView is created once per mount and owns its DOM: React never
// re-renders the document (typing, and IME composition above all, stay inside ProseMirror). Changes
// reach the page through `onChange` (kept in a ref, so a new callback never rebuilds the view).
// The server renders /a/draft (issue 23: the editor paints before its scripts arrive), so the body
// starts as an editable element shaped like ProseMirror's own (`editableHtml`); an author may type
// into it before the view exists. The view takes that element over (`mount`) and keeps what was typed.
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { DOMParser, type Node as PMNode } from 'prosemirror-model';
import { EditorState, Selection, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toggleBold } from '../prose/commands';
import { embedClickGuard } from '../prose/embed-nodes';
import { placeholderPlugin } from '../prose/placeholder';
import { schema } from '../prose/schema';
import * as s from '../lib/root.css';

export interface ProseEditorProps {
  initialDoc: PMNode;
  label: string;
  /** Hint shown while the body is empty. */
  placeholder: string;
  /** Every transaction that changed the document. */
  onChange(view: EditorView): void;
  /** Every transaction (selection moves too), for toolbar state. */
  onUpdate?(view: EditorView): void;
  onReady(view: EditorView | null): void;
  /** Extra plugins (e.g. paste-embed), read once at mount like the document. */
  plugins?: readonly Plugin[];
}

export function createEditorState(doc: PMNode, placeholder = '', extra: readonly Plugin[] = []): EditorState {
  const listItem = schema.nodes.list_item!;
  const hardBreak = schema.nodes.hard_break!;
  return EditorState.create({
    doc,
    plugins: [
      history(),
      keymap({
        'Mod-z': undo,
        'Shift-Mod-z': redo,
        'Mod-y': redo,
        'Mod-b': toggleBold,
        Enter: splitListItem(listItem),
        Tab: sinkListItem(listItem),
        'Shift-Tab': liftListItem(listItem),
        'Shift-Enter': chainCommands(exitCode, (state, dispatch) => {
          dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
          return true;
        }),
      }),
      keymap(baseKeymap),
      embedClickGuard,
      ...(placeholder ? [placeholderPlugin(placeholder)] : []),
      ...extra,
    ],
  });
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An empty body as ProseMirror would render it (same element, attributes and placeholder class). */
export const editableHtml = (label: string, placeholder: string) =>
  `<div contenteditable="true" translate="no" class="ProseMirror" aria-label="${escapeAttr(label)}" role="textbox" aria-multiline="true" data-testid="editor-body">` +
  `<p${placeholder ? ` class="is-empty" data-placeholder="${escapeAttr(placeholder)}"` : ''}><br></p></div>`;

/** What the author typed into the server's editable before the view existed (null: nothing). */
function typedBeforeView(editable: HTMLElement): PMNode | null {
  if (editable.textContent === '' && !editable.querySelector('img')) return null;
  return DOMParser.fromSchema(schema).parse(editable);
}

export function ProseEditor({
  initialDoc,
  label,
  placeholder,
  onChange,
  onUpdate,
  onReady,
  plugins = [],
}: ProseEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onChange, onUpdate, onReady });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onUpdate, onReady };
  });
  // The initial document is read once: later React renders must not reset what the author typed.
  const initial = useRef({ initialDoc, placeholder, label, plugins });
  // The editable's HTML is made once too: React compares it as a string and never writes it again.
  const [html] = useState(() => editableHtml(label, placeholder));

  useEffect(() => {
    const { initialDoc, placeholder, label, plugins } = initial.current;
    const editable = host.current!.firstElementChild as HTMLElement;
    const typed = typedBeforeView(editable);
    const focused = editable.ownerDocument.activeElement === editable;
    let state = createEditorState(typed ?? initialDoc, placeholder, plugins);
    // The caret was in the text being typed: it stays at its end.
    if (typed && focused) state = state.apply(state.tr.setSelection(Selection.atEnd(state.doc)));
    const view = new EditorView(
      { mount: editable },
      {
        state,
        attributes: {
          'aria-label': label,
          role: 'textbox',
          'aria-multiline': 'true',
          'data-testid': 'editor-body',
        },
        dispatchTransaction(tr) {
          view.updateState(view.state.apply(tr));
          if (tr.docChanged) callbacks.current.onChange(view);
          callbacks.current.onUpdate?.(view);
        },
      },
    );
    if (focused) view.focus();
    callbacks.current.onReady(view);
    // Typed before the view existed: a change like any other (autosave creates the draft row).
    if (typed) callbacks.current.onChange(view);
    return () => {
      callbacks.current.onReady(null);
      view.destroy();
    };
  }, []);

  // What the author typed before hydration differs from the server's HTML, on purpose (see above).
  return (
    <div
      ref={host}
      className={s.surface}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
