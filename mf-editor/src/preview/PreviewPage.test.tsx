// Issue 40 item 6: someone else's (or a missing) draft's preview shows only 「記事が見つかりません」 — no
// preview banner, no 公開設定 in the app bar; the author's own draft shows both.
import { screen, waitFor } from '@testing-library/react';
import { draft, fakeApi, fakeShell, renderLazyPage, signedIn } from '../test/render';
import { PreviewPage } from './PreviewPage';

const open = (api: ReturnType<typeof fakeApi>) => {
  const shell = fakeShell(signedIn());
  renderLazyPage(<PreviewPage />, { api, shell, path: '/a/:id/preview', url: '/a/5/preview' });
  return shell;
};
const lastActions = (shell: ReturnType<typeof fakeShell>) =>
  (shell.setHeaderActions as jest.Mock).mock.calls.at(-1)?.[0];

it('someone else’s draft: 記事が見つかりません only, without the banner or the app bar’s 公開設定', async () => {
  const api = fakeApi({
    getDraft: jest.fn(() =>
      Promise.reject(Object.assign(new Error('x'), { status: 404, code: 'not_found' })),
    ),
  });
  const shell = open(api);
  expect(await screen.findByTestId('draft-unavailable')).toHaveTextContent('記事が見つかりません');
  expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
  await waitFor(() => expect(lastActions(shell)).toBeNull());
});

it('the author’s own draft: the banner above the preview, and 公開設定 in the app bar', async () => {
  const api = fakeApi({ getDraft: jest.fn(() => Promise.resolve(draft())) });
  const shell = open(api);
  expect(await screen.findByTestId('preview-banner')).toHaveTextContent('プレビュー中です。');
  expect(lastActions(shell)).not.toBeNull();
});
