// Toolbar commands. Standard prosemirror-commands / schema-list building blocks; the paywall insert
// removes any earlier marker (one paywall per article) and leaves the cursor in a paragraph after it.
import { setBlockType, toggleMark, wrapIn, lift } from 'prosemirror-commands';
import { wrapInList, liftListItem } from 'prosemirror-schema-list';
import type { Node as PMNode, NodeType } from 'prosemirror-model';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { schema } from './schema';

const nodes = schema.nodes as Record<string, NodeType>;

const isBlockActive = (state: EditorState, type: NodeType, attrs?: Record<string, unknown>) => {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type === type && (!attrs || Object.entries(attrs).every(([k, v]) => node.attrs[k] === v)))
      return true;
  }
  return false;
};

/** Heading on/off (a second press turns it back into a paragraph). */
export const toggleHeading =
  (level: 2 | 3): Command =>
  (state, dispatch) =>
    isBlockActive(state, nodes.heading!, { level })
      ? setBlockType(nodes.paragraph!)(state, dispatch)
      : setBlockType(nodes.heading!, { level })(state, dispatch);

export const toggleList =
  (type: 'bullet_list' | 'ordered_list'): Command =>
  (state, dispatch) =>
    isBlockActive(state, nodes[type]!)
      ? liftListItem(nodes.list_item!)(state, dispatch)
      : wrapInList(nodes[type]!)(state, dispatch);

export const toggleBlockquote: Command = (state, dispatch) =>
  isBlockActive(state, nodes.blockquote!)
    ? lift(state, dispatch)
    : wrapIn(nodes.blockquote!)(state, dispatch);

export const toggleCodeBlock: Command = (state, dispatch) =>
  isBlockActive(state, nodes.code_block!)
    ? setBlockType(nodes.paragraph!)(state, dispatch)
    : setBlockType(nodes.code_block!)(state, dispatch);

export const toggleBold: Command = toggleMark(schema.marks.strong!);

/** Adds a link on the selection (href checked by the caller), or removes an existing one. */
export const setLink =
  (href: string | null): Command =>
  (state, dispatch) => {
    const mark = schema.marks.link!;
    if (state.selection.empty) return false;
    if (!dispatch) return true;
    const { from, to } = state.selection;
    const tr = state.tr.removeMark(from, to, mark);
    if (href) tr.addMark(from, to, mark.create({ href }));
    dispatch(tr.scrollIntoView());
    return true;
  };

export const insertImage =
  (src: string, alt: string): Command =>
  (state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes.image!.create({ src, alt })).scrollIntoView());
    return true;
  };

/** Top-level index of the block holding the cursor. */
const topIndex = (state: EditorState) => state.selection.$from.index(0);

/** Puts the 「ここから有料」 marker after the current top-level block (moving it if one exists). */
export const insertPaywall: Command = (state, dispatch) => {
  if (!dispatch) return true;
  let tr = state.tr;
  // Drop existing markers first, remembering how positions shift.
  const existing: Array<{ pos: number; node: PMNode }> = [];
  state.doc.forEach((node, offset) => {
    if (node.type === nodes.paywall) existing.push({ pos: offset, node });
  });
  for (const { pos, node } of existing.reverse()) tr = tr.delete(pos, pos + node.nodeSize);
  const index = Math.min(topIndex(state), tr.doc.childCount - 1);
  let insertAt = 0;
  for (let i = 0; i <= index && i < tr.doc.childCount; i++) insertAt += tr.doc.child(i).nodeSize;
  const current = tr.doc.childCount > index ? tr.doc.child(index) : null;
  // An empty paragraph where the cursor is becomes the first paid paragraph instead.
  if (current && current.type === nodes.paragraph && current.content.size === 0) insertAt -= current.nodeSize;
  tr = tr.insert(insertAt, nodes.paywall!.create());
  const after = insertAt + 1;
  if (after >= tr.doc.content.size || tr.doc.nodeAt(after)?.type !== nodes.paragraph) {
    tr = tr.insert(after, nodes.paragraph!.create());
  }
  tr = tr.setSelection(TextSelection.create(tr.doc, after + 1));
  dispatch(tr.scrollIntoView());
  return true;
};

export const isActive = {
  heading: (state: EditorState, level: 2 | 3) => isBlockActive(state, nodes.heading!, { level }),
  list: (state: EditorState, type: 'bullet_list' | 'ordered_list') => isBlockActive(state, nodes[type]!),
  blockquote: (state: EditorState) => isBlockActive(state, nodes.blockquote!),
  codeBlock: (state: EditorState) => isBlockActive(state, nodes.code_block!),
  bold: (state: EditorState) => {
    const { from, $from, to, empty } = state.selection;
    const mark = schema.marks.strong!;
    return empty
      ? !!mark.isInSet(state.storedMarks ?? $from.marks())
      : state.doc.rangeHasMark(from, to, mark);
  },
};
