import { fireEvent, screen, waitFor } from '@testing-library/react';
import { draft, fakeApi, renderEditor } from '../test/render';
import { EditPage } from './EditPage';
import { readBackup, writeBackup } from './local-backup';

afterEach(() => localStorage.clear());

const open = (saveDraft: jest.Mock) => {
  const api = fakeApi({
    getDraft: jest.fn(() =>
      Promise.resolve(draft({ id: 5, title: 'サーバーの題', body: ['<p>古い本文</p>'], payArticleLine: -1 })),
    ),
    saveDraft,
  });
  renderEditor(<EditPage />, { api, path: '/a/:id/edit', url: '/a/5/edit' });
  return api;
};

it('offers back a copy the server never got, and saves it when restored', async () => {
  writeBackup(5, { title: '端末の題', body: ['<p>書きかけの本文</p>'], payArticleLine: -1 });
  const saveDraft = jest.fn((id: number, content: object) => Promise.resolve(draft({ id, ...content })));
  open(saveDraft);
  expect(await screen.findByTestId('restore-prompt')).toHaveTextContent(
    'この端末に、サーバーへ保存されていない下書きがあります',
  );
  fireEvent.click(screen.getByRole('button', { name: '復元する' }));
  expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('端末の題');
  expect(screen.getByTestId('editor-body')).toHaveTextContent('書きかけの本文');
  await waitFor(
    () =>
      expect(saveDraft).toHaveBeenCalledWith(5, {
        title: '端末の題',
        body: ['<p>書きかけの本文</p>'],
        payArticleLine: -1,
      }),
    { timeout: 4000 },
  );
  await waitFor(() => expect(readBackup(5)).toBeNull());
});

it('discards the copy on request and opens the server’s draft', async () => {
  writeBackup(5, { title: '端末の題', body: ['<p>書きかけ</p>'], payArticleLine: -1 });
  open(jest.fn());
  fireEvent.click(await screen.findByRole('button', { name: '破棄する' }));
  expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('サーバーの題');
  expect(readBackup(5)).toBeNull();
});

it('keeps the copy when the save fails', async () => {
  const saveDraft = jest.fn(() => Promise.reject(new Error('offline')));
  open(saveDraft);
  const title = await screen.findByRole('textbox', { name: 'タイトル' });
  fireEvent.change(title, { target: { value: '新しい題' } });
  await waitFor(() => expect(saveDraft).toHaveBeenCalled(), { timeout: 4000 });
  expect(readBackup(5)).toMatchObject({ title: '新しい題', body: ['<p>古い本文</p>'] });
});

it('shows no prompt when the server already has the same text', async () => {
  writeBackup(5, { title: 'サーバーの題', body: ['<p>古い本文</p>'], payArticleLine: -1 });
  open(jest.fn());
  expect(await screen.findByRole('textbox', { name: 'タイトル' })).toHaveValue('サーバーの題');
  expect(screen.queryByTestId('restore-prompt')).not.toBeInTheDocument();
});
