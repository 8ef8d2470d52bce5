import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { draft, fakeApi, renderEditor } from '../test/render';
import { DraftPage } from './DraftPage';
import { EditPage } from './EditPage';
import { AUTOSAVE_MS } from './useDraftSaver';

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('/a/draft (issue 23)', () => {
  it('opens an empty editor without creating anything, and leaving untouched creates nothing', async () => {
    const api = fakeApi();
    const { unmount } = renderEditor(<DraftPage />, { api });
    expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: '太字' })).toBeEnabled());
    unmount();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(api.createDraft).not.toHaveBeenCalled();
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('the first save creates one draft, sends the text to it and shows its address', async () => {
    const api = fakeApi({
      createDraft: jest.fn(() => Promise.resolve(42)),
      saveDraft: jest.fn((id, content) => Promise.resolve(draft({ id, ...content }))),
    });
    renderEditor(<DraftPage />, { api });
    const title = await screen.findByRole('textbox', { name: 'タイトル' });
    jest.useFakeTimers();
    fireEvent.change(title, { target: { value: 'はじめての記事' } });
    await act(async () => {
      jest.advanceTimersByTime(AUTOSAVE_MS);
    });
    jest.useRealTimers();
    await waitFor(() =>
      expect(api.saveDraft).toHaveBeenCalledWith(42, {
        title: 'はじめての記事',
        body: ['<p></p>'],
        payArticleLine: -1,
      }),
    );
    expect(window.location.pathname).toBe('/a/42/edit');
    fireEvent.change(title, { target: { value: 'はじめての記事（改）' } });
    fireEvent.change(title, { target: { value: 'はじめての記事（改2）' } });
    await waitFor(() => expect(api.saveDraft).toHaveBeenCalledTimes(2), { timeout: AUTOSAVE_MS * 3 });
    expect(api.createDraft).toHaveBeenCalledTimes(1);
    expect(title).toBeInTheDocument();
  });

  it('a title never takes a line break: Enter is kept out and pasted breaks become spaces', async () => {
    renderEditor(<DraftPage />, { api: fakeApi() });
    const title = await screen.findByRole('textbox', { name: 'タイトル' });
    expect(fireEvent.keyDown(title, { key: 'Enter' })).toBe(false);
    fireEvent.change(title, { target: { value: '一行目\n二行目' } });
    expect(title).toHaveValue('一行目 二行目');
  });
});

describe("someone else's draft (issue 25)", () => {
  const open = (getDraft: jest.Mock, saveDraft?: jest.Mock) =>
    renderEditor(<EditPage />, {
      api: fakeApi({ getDraft, ...(saveDraft ? { saveDraft } : {}) }),
      path: '/a/:id/edit',
      url: '/a/9/edit',
    });

  it('404: 記事が見つかりません with a way back, no status code', async () => {
    open(jest.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'not_found' }))));
    const notice = await screen.findByTestId('draft-unavailable');
    expect(notice).toHaveTextContent('記事が見つかりません');
    expect(notice).not.toHaveTextContent(/404|403|読み込めませんでした/);
    expect(screen.getByRole('link', { name: '記事の管理へ戻る' })).toHaveAttribute('href', '/my_articles');
  });

  it('403: この記事を編集する権限がありません', async () => {
    open(jest.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'forbidden' }))));
    expect(await screen.findByTestId('draft-unavailable')).toHaveTextContent(
      'この記事を編集する権限がありません',
    );
  });

  it('a network failure still reads as temporary', async () => {
    open(jest.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'network' }))));
    expect(await screen.findByRole('alert')).toHaveTextContent('時間をおいてもう一度お試しください');
  });

  it('an admin who may read but not write is told so at the first save', async () => {
    open(
      jest.fn(() => Promise.resolve(draft({ id: 9 }))),
      jest.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'forbidden' }))),
    );
    const title = await screen.findByRole('textbox', { name: 'タイトル' });
    fireEvent.change(title, { target: { value: '他人の記事' } });
    expect(
      await screen.findByTestId('draft-unavailable', {}, { timeout: AUTOSAVE_MS * 3 }),
    ).toHaveTextContent('この記事を編集する権限がありません');
  });
});
