// The ProseMirror surface. The EditorView is created once per mount and owns its DOM: React never
// re-renders the document (typing, and IME composition above all, stay inside ProseMirror). Changes
// reach the page through `onChange` (kept in a ref, so a new callback never rebuilds the view).
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Node as PMNode } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorState, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useLayoutEffect, useRef } from 'react';
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

  useEffect(() => {
    const { initialDoc, placeholder, label, plugins } = initial.current;
    const view = new EditorView(host.current!, {
      state: createEditorState(initialDoc, placeholder, plugins),
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
    });
    callbacks.current.onReady(view);
    return () => {
      callbacks.current.onReady(null);
      view.destroy();
    };
  }, []);

  return <div ref={host} className={s.surface} />;
}
