// Adding, moving (with the keyboard: focus stays on the moved article), removing and saving the whole
// ordered list, through the real editor API client with the network faked at fetch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeRequest } from '@shirube/testing';
import { createEditorApi } from '../lib/api';
import { MyArticlesPage } from '../mine/MyArticlesPage';
import { renderLazyPage } from '../test/render';
import { magazine, member, mine } from './testing';

const titles = () => screen.getAllByTestId('magazine-member').map((li) => li.textContent?.split('上へ')[0]);

function setUp(put: (request: FakeRequest) => { status?: number; body: unknown }) {
  const fake = installFakeFetch({
    'GET /v1/magazines/:id': () => ({
      body: { data: magazine({ articles: [member(1, '一話'), member(2, '二話')], articlesCount: 2 }) },
    }),
    'GET /v1/current/articles': (r) =>
      r.url.searchParams.get('since') === 'p2'
        ? { body: { data: [mine(5, '五話')], meta: { pager: { next: null } } } }
        : {
            body: {
              data: [
                mine(1, '一話'),
                mine(2, '二話'),
                mine(3, '下書きの記事', { status: 'draft', publishedAt: null }),
                mine(4, '予約の記事', { publishedAt: '2099-01-01T00:00:00.000Z' }),
              ],
              meta: { pager: { next: 'p2' } },
            },
          },
    'PUT /v1/magazines/:id/articles': put,
  });
  const view = renderLazyPage(<MyArticlesPage />, {
    api: createEditorApi(),
    path: '/my_articles',
    url: '/my_articles?tab=magazines&magazine=3',
  });
  return { fake, ...view };
}

it('offers only live published articles not in it (every page), and saves the whole new order', async () => {
  const { fake, shell } = setUp((r) => {
    const ids = (r.body as { articleIds: number[] }).articleIds;
    const names: Record<number, string> = { 1: '一話', 2: '二話', 5: '五話' };
    return { body: { data: magazine({ articles: ids.map((id) => member(id, names[id]!)) }) } };
  });
  const candidates = await screen.findByTestId('magazine-candidates');
  expect(
    within(candidates)
      .getAllByTestId('magazine-candidate')
      .map((c) => c.dataset.id),
  ).toEqual(['5']);
  expect(
    screen.getByText(/あとから追加した記事は、すでにマガジンを購入した人も読めるようになります/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/記事を外しても、それまでにこのマガジンを購入した人は、その記事を引き続き読めます/),
  ).toBeInTheDocument();
  expect(screen.getByTestId('save-magazine-articles')).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: '「五話」をマガジンに追加' }));
  expect(titles()).toEqual(['1.一話', '2.二話', '3.五話']);
  expect(screen.getByTestId('magazine-articles-unsaved')).toBeInTheDocument();
  // The last candidate is gone with its button: the focus goes to 保存, not to the top of the page.
  expect(screen.getByTestId('save-magazine-articles')).toHaveFocus();

  // Keyboard: Enter on 上へ moves it; the focus follows the moved article.
  const up = screen.getByRole('button', { name: '「五話」を上へ移動' });
  up.focus();
  await userEvent.keyboard('{Enter}');
  expect(titles()).toEqual(['1.一話', '2.五話', '3.二話']);
  expect(screen.getByRole('button', { name: '「五話」を上へ移動' })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('「五話」を2番目に移動しました');
  await userEvent.keyboard('{Enter}');
  expect(titles()).toEqual(['1.五話', '2.一話', '3.二話']);
  // At the top 上へ is off: the focus goes to 下へ of the same article.
  expect(screen.getByRole('button', { name: '「五話」を上へ移動' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '「五話」を下へ移動' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: '「一話」をマガジンから外す' }));
  expect(titles()).toEqual(['1.五話', '2.二話']);
  expect(screen.getByRole('button', { name: '「二話」をマガジンから外す' })).toHaveFocus();
  await userEvent.click(screen.getByTestId('save-magazine-articles'));
  await waitFor(() => expect(fake.callsTo('PUT /v1/magazines/3/articles')).toHaveLength(1));
  expect(fake.callsTo('PUT /v1/magazines/3/articles')[0]!.body).toEqual({ articleIds: [5, 2] });
  await waitFor(() => expect(screen.queryByTestId('magazine-articles-unsaved')).not.toBeInTheDocument());
  expect(shell.toast).toHaveBeenCalledWith('マガジンの記事を保存しました', 'success');
  // 一話 can be added again.
  expect(within(screen.getByTestId('magazine-candidates')).getByText('一話')).toBeInTheDocument();
});

it("shows the API's refusal in Japanese and keeps the unsaved order", async () => {
  setUp(() => ({
    status: 400,
    body: {
      code: 'validation',
      message: 'articleIds: 自分の公開中の記事だけを追加できます。',
      field: 'articleIds',
      details: [{ field: 'articleIds', reason: '自分の公開中の記事だけを追加できます。' }],
    },
  }));
  fireEvent.click(await screen.findByRole('button', { name: '「五話」をマガジンに追加' }));
  fireEvent.click(screen.getByTestId('save-magazine-articles'));
  expect(await screen.findByTestId('magazine-articles-problem')).toHaveTextContent(
    '自分の公開中の記事だけを追加できます。',
  );
  expect(titles()).toEqual(['1.一話', '2.二話', '3.五話']);
  expect(screen.getByTestId('magazine-articles-unsaved')).toBeInTheDocument();
});
