import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
import { EditorView } from 'prosemirror-view';
import type { ReactNode } from 'react';
import { draft, fakeApi, fakeShell, renderEditor, signedIn } from '../test/render';
import { EditPage } from './EditPage';
import { AUTOSAVE_MS } from './useDraftSaver';

function setup() {
  let actions: ReactNode = null;
  const shell = fakeShell(signedIn(), { setHeaderActions: (node) => void (actions = node) });
  const api = fakeApi({
    getDraft: jest.fn(() =>
      Promise.resolve(draft({ title: '元のタイトル', body: ['<p>本文です</p>'], payArticleLine: -1 })),
    ),
    saveDraft: jest.fn((id, content) => Promise.resolve(draft({ id, ...content }))),
  });
  renderEditor(<EditPage />, { api, shell, path: '/a/:id/edit', url: '/a/5/edit' });
  const header = () =>
    render(
      <IntlProvider locale="ja" messages={messages.ja}>
        {actions}
      </IntlProvider>,
    );
  return { api, shell, header };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('edit page', () => {
  it('loads the draft into the title and the ProseMirror surface', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('元のタイトル');
    // The ProseMirror view is made in an effect after the page paints (ProseEditor): the body text comes
    // a moment after the title, as a person sees it.
    await waitFor(() => expect(screen.getByTestId('editor-body')).toHaveTextContent('本文です'));
    await waitFor(() => expect(screen.getByRole('button', { name: '有料エリアの開始位置' })).toBeEnabled());
  });

  it('autosaves after a pause with a trimmed title, but not while an IME is composing', async () => {
    const { api } = setup();
    const title = await screen.findByRole('textbox', { name: 'タイトル' });
    jest.useFakeTimers();
    const composing = jest.spyOn(EditorView.prototype, 'composing', 'get').mockReturnValue(true);
    fireEvent.change(title, { target: { value: '  新しいタイトル  ' } });
    await act(async () => {
      jest.advanceTimersByTime(AUTOSAVE_MS * 3);
    });
    expect(api.saveDraft).not.toHaveBeenCalled();
    composing.mockReturnValue(false);
    await act(async () => {
      jest.advanceTimersByTime(AUTOSAVE_MS);
    });
    expect(api.saveDraft).toHaveBeenCalledWith(5, {
      title: '新しいタイトル',
      body: ['<p>本文です</p>'],
      payArticleLine: -1,
    });
  });

  it('下書き保存 in the app bar saves now and says so; preview saves first, then opens the preview', async () => {
    const { api, shell, header } = setup();
    const title = await screen.findByRole('textbox', { name: 'タイトル' });
    fireEvent.change(title, { target: { value: '保存する記事' } });
    const bar = header();
    expect(bar.getByRole('status')).toHaveTextContent('未保存の変更があります');
    await act(async () => {
      fireEvent.click(bar.getByRole('button', { name: '下書き保存' }));
    });
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    expect(shell.toast).toHaveBeenCalledWith('下書きを保存しました', 'success');
    bar.unmount();
    const bar2 = header();
    expect(bar2.getByRole('status')).toHaveTextContent('保存済み');
    await act(async () => {
      fireEvent.click(bar2.getByRole('button', { name: 'プレビュー' }));
    });
    expect(shell.navigate).toHaveBeenCalledWith('/a/5/preview');
  });

  it('warns before leaving with unsaved changes', async () => {
    setup();
    fireEvent.change(await screen.findByRole('textbox', { name: 'タイトル' }), { target: { value: 'x' } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

it('a published article with unpublished edits can go back to the live version', async () => {
  const live = draft({
    title: '公開中のタイトル',
    body: ['<p>公開中</p>'],
    status: 'published',
    hasUnpublishedChanges: false,
    timestamp: 't2',
  });
  const api = fakeApi({
    getDraft: jest.fn(() =>
      Promise.resolve(
        draft({
          title: '改訂中',
          body: ['<p>改訂</p>'],
          status: 'published',
          hasUnpublishedChanges: true,
          timestamp: 't1',
        }),
      ),
    ),
    resetDraft: jest.fn(() => Promise.resolve(live)),
  });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderEditor(<EditPage />, { api, path: '/a/:id/edit', url: '/a/5/edit' });
  fireEvent.click(await screen.findByRole('button', { name: '公開中の内容に戻す' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'タイトル' })).toHaveValue('公開中のタイトル'),
  );
  await waitFor(() => expect(screen.getByTestId('editor-body')).toHaveTextContent('公開中'));
  expect(screen.queryByRole('button', { name: '公開中の内容に戻す' })).toBeNull();
});

it('leaving the page inside the app sends unsaved changes at once', async () => {
  const api = fakeApi({
    getDraft: jest.fn(() =>
      Promise.resolve(draft({ title: '元', body: ['<p>本文</p>'], payArticleLine: -1 })),
    ),
    saveDraft: jest.fn((id, content) => Promise.resolve(draft({ id, ...content }))),
  });
  const { unmount } = renderEditor(<EditPage />, { api, path: '/a/:id/edit', url: '/a/5/edit' });
  await waitFor(() => expect(screen.getByRole('button', { name: '太字' })).toBeEnabled());
  fireEvent.change(screen.getByRole('textbox', { name: 'タイトル' }), {
    target: { value: '離れる前の変更' },
  });
  unmount();
  // Sent without waiting for the autosave pause (the sanitiser loads first, asynchronously).
  await waitFor(() =>
    expect(api.saveDraft).toHaveBeenCalledWith(5, {
      title: '離れる前の変更',
      body: ['<p>本文</p>'],
      payArticleLine: -1,
    }),
  );
});

it('the app-bar controls carry their own Japanese text (the shell’s IntlProvider has no editor.* ids)', async () => {
  let actions: ReactNode = null;
  const shell = fakeShell(signedIn(), { setHeaderActions: (node) => void (actions = node) });
  const api = fakeApi({
    getDraft: jest.fn(() => Promise.resolve(draft({ title: 't', body: ['<p>b</p>'] }))),
  });
  renderEditor(<EditPage />, { api, shell, path: '/a/:id/edit', url: '/a/5/edit' });
  await screen.findByRole('textbox', { name: 'タイトル' });
  await waitFor(() => expect(actions).not.toBeNull());
  const bar = render(
    <IntlProvider locale="ja" messages={{}} onError={() => {}}>
      {actions}
    </IntlProvider>,
  );
  expect(bar.getByTestId('save-status')).toHaveTextContent('保存済み');
  expect(bar.getByRole('button', { name: '下書き保存' })).toBeInTheDocument();
});
