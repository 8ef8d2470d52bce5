// The マガジン tab of /my_articles through the real editor API client, the network faked at fetch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { createEditorApi } from '../lib/api';
import { MyArticlesPage } from '../mine/MyArticlesPage';
import { renderLazyPage } from '../test/render';
import { magazine, summary } from './testing';

const open = (url: string) =>
  renderLazyPage(<MyArticlesPage />, { api: createEditorApi(), path: '/my_articles', url });

it('explains what a magazine is when the author has none, and offers to create one', async () => {
  installFakeFetch({ 'GET /v1/my_magazines': () => ({ body: { data: [] } }) });
  open('/my_articles?tab=magazines');
  const empty = await screen.findByTestId('magazines-empty');
  expect(empty).toHaveTextContent('まだマガジンがありません。');
  expect(empty).toHaveTextContent('あなたの公開中の記事をまとめて一つの価格で販売するセット');
  expect(within(empty).getByRole('link', { name: 'マガジンを作成' })).toHaveAttribute(
    'href',
    '/my_articles?tab=magazines&magazine=new',
  );
  const tabs = screen.getByRole('navigation', { name: '記事とマガジン' });
  expect(within(tabs).getByRole('link', { name: 'マガジン' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: '記事' })).not.toHaveAttribute('aria-current');
});

it('lists each magazine with cover, price, article count, status and its public page', async () => {
  installFakeFetch({
    'GET /v1/my_magazines': () => ({
      body: {
        data: [
          summary({ id: 3, coverImageUrl: '/uploads/c.jpg', price: 1500, articlesCount: 2 }),
          summary({ id: 4, title: '終わった本', price: 0, onSale: false }),
        ],
      },
    }),
  });
  open('/my_articles?tab=magazines');
  const [live, stopped] = await screen.findAllByTestId('my-magazine');
  expect(within(live!).getByRole('heading', { name: '家計簿の本' })).toBeInTheDocument();
  expect(within(live!).getByTestId('my-magazine-facts')).toHaveTextContent('1,500円');
  expect(within(live!).getByTestId('my-magazine-facts')).toHaveTextContent('記事 2本');
  expect(within(live!).getByTestId('my-magazine-status')).toHaveTextContent('販売中');
  expect(live!.querySelector('img')).toHaveAttribute('src', '/uploads/c.jpg');
  expect(within(live!).getByRole('link', { name: 'マガジンのページを見る' })).toHaveAttribute(
    'href',
    '/u/taro/m/3',
  );
  expect(within(live!).getByRole('link', { name: '編集' })).toHaveAttribute(
    'href',
    '/my_articles?tab=magazines&magazine=3',
  );
  expect(within(stopped!).getByTestId('my-magazine-status')).toHaveTextContent('削除済み（販売終了）');
  expect(within(stopped!).getByTestId('my-magazine-facts')).toHaveTextContent('無料');
  expect(within(stopped!).queryByRole('link', { name: 'マガジンのページを見る' })).not.toBeInTheDocument();
});

it('says so when the list cannot be loaded', async () => {
  installFakeFetch({
    'GET /v1/my_magazines': () => ({ status: 500, body: { code: 'internal', message: 'x' } }),
  });
  open('/my_articles?tab=magazines');
  expect(await screen.findByRole('alert')).toHaveTextContent('読み込めませんでした');
});

it('creates a magazine: a bad price shows the Japanese reason and keeps what was typed; then it is sent', async () => {
  const fake = installFakeFetch({
    'POST /v1/magazines': () => ({ body: { data: magazine({ id: 8, title: '新しい本', price: 500 }) } }),
    'GET /v1/magazines/:id': () => ({ body: { data: magazine({ id: 8, title: '新しい本', price: 500 }) } }),
    'GET /v1/current/articles': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
  });
  const { shell } = open('/my_articles?tab=magazines&magazine=new');
  fireEvent.change(await screen.findByLabelText('タイトル'), { target: { value: '新しい本' } });
  fireEvent.change(screen.getByLabelText('説明'), { target: { value: 'まとめです' } });
  fireEvent.change(screen.getByLabelText('価格（円）'), { target: { value: '50' } });
  fireEvent.change(screen.getByLabelText('紹介料率（%）'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: '作成する' }));

  expect(
    await screen.findByText('価格は0円（無料）または100〜100,000円で入力してください。'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('magazine-form-problem')).toHaveTextContent('入力した内容はそのまま残っています');
  expect(fake.callsTo('POST /v1/magazines')).toHaveLength(0);
  expect(screen.getByLabelText('タイトル')).toHaveValue('新しい本');
  expect(screen.getByLabelText('説明')).toHaveValue('まとめです');
  expect(screen.getByLabelText('価格（円）')).toHaveValue('50');

  fireEvent.change(screen.getByLabelText('価格（円）'), { target: { value: '500' } });
  fireEvent.click(screen.getByLabelText('購入者のみ紹介できる'));
  fireEvent.click(screen.getByRole('button', { name: '作成する' }));
  await waitFor(() => expect(fake.callsTo('POST /v1/magazines')).toHaveLength(1));
  expect(fake.callsTo('POST /v1/magazines')[0]!.body).toEqual({
    title: '新しい本',
    description: 'まとめです',
    price: 500,
    affiliateRate: 0.2,
    affiliatableOnlyPurchaser: true,
  });
  // Now at its id: the cover and the articles can be set.
  expect(await screen.findByTestId('magazine-cover')).toBeInTheDocument();
  expect(fake.callsTo('GET /v1/magazines/8')).toHaveLength(1);
  expect(shell.toast).toHaveBeenCalledWith('マガジンを作成しました', 'success');
});

it("shows the API's field errors under their fields, in Japanese, and keeps the input", async () => {
  installFakeFetch({
    'GET /v1/magazines/:id': () => ({ body: { data: magazine() } }),
    'GET /v1/current/articles': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
    'PATCH /v1/magazines/:id': () => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'title: タイトルは100文字以内で入力してください。',
        field: 'title',
        details: [{ field: 'title', reason: 'タイトルは100文字以内で入力してください。' }],
      },
    }),
  });
  open('/my_articles?tab=magazines&magazine=3');
  const title = await screen.findByLabelText('タイトル');
  expect(title).toHaveValue('家計簿の本');
  fireEvent.change(title, { target: { value: '家計簿の本 改訂版' } });
  fireEvent.click(screen.getByRole('button', { name: '保存する' }));
  expect(await screen.findByText('タイトルは100文字以内で入力してください。')).toBeInTheDocument();
  expect(screen.getByLabelText('タイトル')).toHaveValue('家計簿の本 改訂版');
});

it('deletes after confirmation, saying what buyers keep, then goes back to the list', async () => {
  const fake = installFakeFetch({
    'GET /v1/magazines/:id': () => ({ body: { data: magazine() } }),
    'GET /v1/current/articles': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
    'DELETE /v1/magazines/:id': () => ({ body: { data: { id: 3 } } }),
    'GET /v1/my_magazines': () => ({ body: { data: [summary({ onSale: false })] } }),
  });
  const { shell } = open('/my_articles?tab=magazines&magazine=3');
  fireEvent.click(await screen.findByTestId('delete-magazine'));
  const dialog = await screen.findByRole('dialog', { name: 'マガジンを削除しますか？' });
  expect(dialog).toHaveTextContent('購入時にマガジンに入っていた記事を引き続き読めます');
  expect(fake.callsTo('DELETE /v1/magazines/3')).toHaveLength(0);
  fireEvent.click(within(dialog).getByTestId('confirm-delete-magazine'));
  expect(await screen.findByTestId('my-magazine-status')).toHaveTextContent('削除済み（販売終了）');
  expect(fake.callsTo('DELETE /v1/magazines/3')).toHaveLength(1);
  expect(shell.toast).toHaveBeenCalledWith('マガジンを削除しました', 'success');
});

it('says the magazine is not found for a 404 (someone else’s)', async () => {
  installFakeFetch({
    'GET /v1/magazines/:id': () => ({ status: 404, body: { code: 'not_found', message: 'x' } }),
  });
  open('/my_articles?tab=magazines&magazine=99');
  expect(await screen.findByRole('alert')).toHaveTextContent('マガジンが見つかりません。');
});
