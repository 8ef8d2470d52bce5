// A hint in an empty body. It is a node decoration, not content: it never reaches the saved
// paragraphs, and it disappears as soon as the first character (or IME composition) arrives.
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

export function placeholderPlugin(text: string): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const { doc } = state;
        const first = doc.firstChild;
        const empty = doc.childCount === 1 && first?.type.name === 'paragraph' && first.content.size === 0;
        if (!empty || !first) return null;
        return DecorationSet.create(doc, [
          Decoration.node(0, first.nodeSize, { class: 'is-empty', 'data-placeholder': text }),
        ]);
      },
    },
  });
}
