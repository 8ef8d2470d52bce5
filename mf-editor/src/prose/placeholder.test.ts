import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { placeholderPlugin } from './placeholder';
import { schema } from './schema';

function mount(doc = schema.node('doc', null, [schema.node('paragraph')])) {
  const host = document.createElement('div');
  const view = new EditorView(host, {
    state: EditorState.create({ doc, plugins: [placeholderPlugin('本文を入力')] }),
  });
  return { host, view };
}

describe('body placeholder', () => {
  it('shows the hint on an empty body', () => {
    const { host } = mount();
    expect(host.querySelector('[data-placeholder="本文を入力"]')).not.toBeNull();
  });

  it('goes away once there is text, and is never part of the document', () => {
    const { host, view } = mount();
    view.dispatch(view.state.tr.insertText('こんにちは', 1));
    expect(host.querySelector('[data-placeholder]')).toBeNull();
    expect(view.state.doc.textContent).toBe('こんにちは');
  });
});
