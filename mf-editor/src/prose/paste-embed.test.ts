import { TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { createEditorState } from '../edit/ProseEditor';
import { pasteEmbedPlugin, type PasteEmbedOptions } from './paste-embed';
import { docToParagraphs, paragraphsToDoc, sanitizedParagraphs } from './serialize';

function editor(body: string[], options: PasteEmbedOptions) {
  const plugin = pasteEmbedPlugin(options);
  const view = new EditorView(document.createElement('div'), {
    state: createEditorState(paragraphsToDoc(body, -1), '', [plugin]),
  });
  const paste = (text: string, at = 1) => {
    view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at))));
    const event = { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } };
    return plugin.props.handlePaste!.call(plugin, view, event as unknown as ClipboardEvent, null as never);
  };
  // What a save sends: through the shared sanitiser.
  return { view, paste, body: async () => (await sanitizedParagraphs(view.state.doc)).body };
}

const never: PasteEmbedOptions = { fetchCard: () => new Promise(() => {}) };

describe('pasting a URL alone on a line', () => {
  it('makes a YouTube URL a video block stored with the youtube-nocookie player URL', async () => {
    const { paste, body } = editor(['<p></p>'], never);
    expect(paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=x')).toBe(true);
    expect((await body())[0]).toBe(
      '<div class="embed-video" data-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer nofollow">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></div>',
    );
  });

  it('makes Vimeo a video block and an X post a post block with the query stripped', async () => {
    const { paste, body } = editor(['<p></p>'], never);
    paste('https://vimeo.com/76979871');
    expect((await body())[0]).toContain('data-url="https://player.vimeo.com/video/76979871"');
    const x = editor(['<p></p>'], never);
    x.paste('https://x.com/jack/status/20?s=46');
    expect((await x.body())[0]).toContain('<div class="embed-post" data-url="https://x.com/jack/status/20">');
  });

  it('makes any other URL a link card filled from the OGP look-up', async () => {
    let resolve!: (card: { title: string; description: string | null; image: string | null }) => void;
    const asked: string[] = [];
    const { paste, body } = editor(['<p></p>'], {
      fetchCard: (url) => {
        asked.push(url);
        return new Promise((r) => (resolve = r));
      },
    });
    expect(paste('https://example.com/post')).toBe(true);
    expect(asked).toEqual(['https://example.com/post']);
    expect((await body())[0]).toContain('<span class="link-card-title">example.com</span>');
    resolve({ title: '記事タイトル', description: '説明', image: 'https://example.com/og.png' });
    await Promise.resolve();
    await Promise.resolve();
    expect((await body())[0]).toBe(
      '<div class="link-card" data-url="https://example.com/post"><a href="https://example.com/post" target="_blank" rel="noopener noreferrer nofollow"><img src="https://example.com/og.png" alt="" /><span class="link-card-title">記事タイトル</span><span class="link-card-description">説明</span><span class="link-card-host">example.com</span></a></div>',
    );
  });

  it('leaves a plain link when the look-up fails, and tells the author', async () => {
    const failed: string[] = [];
    const { paste, body } = editor(['<p></p>'], {
      fetchCard: () => Promise.reject(new Error('ogp_refused')),
      onCardFailed: (url) => failed.push(url),
    });
    paste('http://10.0.0.1/');
    await new Promise((r) => setTimeout(r, 0));
    expect((await body())[0]).toBe(
      '<p><a href="http://10.0.0.1/" target="_blank" rel="noopener noreferrer nofollow">http://10.0.0.1/</a></p>',
    );
    expect(failed).toEqual(['http://10.0.0.1/']);
  });

  it('pastes as usual inside a line of text or when the text is not a URL alone', () => {
    const { paste } = editor(['<p>本文</p>'], never);
    expect(paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 2)).toBe(false);
    const empty = editor(['<p></p>'], never);
    expect(empty.paste('見て https://example.com')).toBe(false);
  });

  it('keeps embeds through a save and reload, and reads an old YouTube iframe as a video block', () => {
    const stored = [
      '<div class="embed-video" data-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></div>',
      '<div class="link-card" data-url="https://example.com/"><a href="https://example.com/"><span class="link-card-title">T</span><span class="link-card-host">example.com</span></a></div>',
      '<iframe src="https://www.youtube.com/embed/abcdefghijk" width="560" height="315"></iframe>',
    ];
    const out = docToParagraphs(paragraphsToDoc(stored, -1)).body;
    expect(out[0]).toContain('data-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(out[1]).toContain('<span class="link-card-title">T</span>');
    expect(out[2]).toContain(
      '<div class="embed-video" data-url="https://www.youtube-nocookie.com/embed/abcdefghijk">',
    );
    expect(docToParagraphs(paragraphsToDoc(out, -1)).body).toEqual(out);
  });
});

it('a click on an embed’s link selects the block instead of leaving the editor', () => {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const view = new EditorView(host, {
    state: createEditorState(
      paragraphsToDoc(
        [
          '<div class="link-card" data-url="https://example.com/"><a href="https://example.com/"><span class="link-card-title">T</span></a></div>',
        ],
        -1,
      ),
    ),
  });
  const link = host.querySelector('.link-card a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  view.destroy();
  host.remove();
});
