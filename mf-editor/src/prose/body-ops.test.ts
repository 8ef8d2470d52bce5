import { EMPTY_PARAGRAPH } from '@shirube/domain';
import { EditorView } from 'prosemirror-view';
import { createEditorState } from '../edit/ProseEditor';
import { bodyOps } from './body-ops';
import { paragraphsToDoc } from './serialize';

function editor(body: string[], line: number) {
  const view = new EditorView(document.createElement('div'), {
    state: createEditorState(paragraphsToDoc(body, line)),
  });
  return { view, ops: bodyOps(view) };
}

describe('editor body operations (spec §4) on a live editor', () => {
  it('adds a sanitised paragraph after a line and keeps the paywall on the same paragraph', () => {
    const { view, ops } = editor(['<p>一</p>', '<p>二</p>', '<p>有料</p>'], 2);
    const next = ops.addAfter(0, '<p onclick="x()">追加<script>bad()</script></p>');
    expect(next).toEqual({
      body: ['<p>一</p>', '<p>追加</p>', '<p>二</p>', '<p>有料</p>'],
      payArticleLine: 3,
    });
    expect(view.dom.textContent).toContain('追加');
    expect(view.dom.querySelector('hr[data-paywall]')).not.toBeNull();
  });

  it('deleting the last paragraph leaves one empty paragraph', () => {
    const { view, ops } = editor(['<p>だけ</p>'], -1);
    expect(ops.remove(0)).toEqual({ body: [EMPTY_PARAGRAPH], payArticleLine: -1 });
    expect(view.state.doc.childCount).toBe(1);
  });

  it('deleting the first paid paragraph moves the paywall to the next one, or drops it', () => {
    const { ops } = editor(['<p>無料</p>', '<p>有料1</p>', '<p>有料2</p>'], 1);
    expect(ops.remove(1)).toEqual({ body: ['<p>無料</p>', '<p>有料2</p>'], payArticleLine: 1 });
    expect(ops.remove(1).payArticleLine).toBe(-1);
  });

  it('replaces a paragraph after sanitising it', () => {
    const { ops } = editor(['<p>古い</p>', '<p>そのまま</p>'], -1);
    expect(ops.replace(0, '<h2>新しい<iframe src="https://evil.example/"></iframe></h2>').body).toEqual([
      '<h2>新しい</h2>',
      '<p>そのまま</p>',
    ]);
  });
});
