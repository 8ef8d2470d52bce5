import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyArticle } from '@shirube/api-contract';
import { fakeApi, quickEdit, renderLazyPage } from '../test/render';
import { MyArticlesPage, withSaleSettings } from './MyArticlesPage';

const row = (id: number, title: string, more: Partial<MyArticle>): MyArticle =>
  ({
    id,
    title,
    status: 'draft',
    inspectStatus: 'none',
    rejectReason: null,
    updatedAt: '2026-11-22T00:00:00.000Z',
    publishedAt: null,
    price: 0,
    isSalesUnlimited: true,
    salesCount: 0,
    availableSalesCount: 0,
    ...more,
  }) as MyArticle;

it('groups drafts, review (with the rejection reason) and published, with edit and preview links', async () => {
  const api = fakeApi({
    myArticles: jest.fn(() =>
      Promise.resolve({
        data: [
          row(1, '書きかけ', {}),
          row(2, '審査中の記事', { inspectStatus: 'review' }),
          row(3, '差し戻された記事', {
            inspectStatus: 'rejected',
            rejectReason: '画像の権利を確認してください',
          }),
          row(4, '公開中の記事', { status: 'published', inspectStatus: 'approved' }),
        ],
        next: null,
      }),
    ),
  });
  renderLazyPage(<MyArticlesPage />, { api });
  const review = await screen.findByRole('region', { name: '審査中' });
  expect(within(review).getByText('審査中の記事')).toBeInTheDocument();
  const rejected = screen.getByRole('region', { name: '差し戻し' });
  expect(within(rejected).getByTestId('reject-reason')).toHaveTextContent(
    '差し戻し: 画像の権利を確認してください',
  );
  const drafts = screen.getByRole('region', { name: '下書き' });
  expect(within(drafts).getByRole('link', { name: '編集' })).toHaveAttribute('href', '/a/1/edit');
  const published = screen.getByRole('region', { name: '公開中' });
  expect(within(published).getByRole('link', { name: 'プレビュー' })).toHaveAttribute('href', '/a/4/preview');
  expect(within(published).getByRole('link', { name: '記事を見る' })).toHaveAttribute('href', '/u/taro/a/4');
});

it('shows a reserved article apart, pages with the cursor, and deletes after confirmation', async () => {
  const future = '2099-05-01T03:30:00.000Z';
  const myArticles = jest.fn((since?: string) =>
    Promise.resolve(
      since === 'c2'
        ? { data: [row(9, '二ページ目', { status: 'published', inspectStatus: 'approved' })], next: null }
        : {
            data: [
              row(4, '公開中の記事', { status: 'published', inspectStatus: 'approved' }),
              row(5, '予約の記事', {
                status: 'published',
                inspectStatus: 'approved',
                publishedAt: future,
                price: 500,
                isSalesUnlimited: false,
                salesCount: 10,
                availableSalesCount: 3,
              }),
            ],
            next: 'c2',
          },
    ),
  );
  const deleteArticle = jest.fn(() => Promise.resolve());
  const api = fakeApi({ myArticles, deleteArticle });
  const { shell } = renderLazyPage(<MyArticlesPage />, { api });
  const reserved = await screen.findByRole('region', { name: '予約' });
  expect(within(reserved).getByText('予約の記事')).toBeInTheDocument();
  // The reserved time is shown in Tokyo time (UTC 03:30 = 12:30 JST), with price and copies left.
  expect(within(reserved).getByTestId('reserved-at')).toHaveTextContent('2099/05/01 12:30 に公開予定');
  expect(within(reserved).getByTestId('my-article-facts')).toHaveTextContent('500円');
  expect(within(reserved).getByTestId('my-article-facts')).toHaveTextContent('残り 3部 / 10部');
  fireEvent.click(screen.getByTestId('load-more'));
  expect(await screen.findByText('二ページ目')).toBeInTheDocument();
  expect(myArticles).toHaveBeenLastCalledWith('c2');
  expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();

  const published = screen.getByRole('region', { name: '公開中' });
  const first = within(published).getByText('公開中の記事').closest('li')!;
  fireEvent.click(within(first as HTMLElement).getByRole('button', { name: '削除' }));
  const dialog = await screen.findByRole('dialog', { name: '記事を削除しますか？' });
  expect(dialog).toHaveTextContent('すでに購入した人は、削除後も');
  expect(deleteArticle).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
  await waitFor(() => expect(screen.queryByText('公開中の記事')).not.toBeInTheDocument());
  expect(deleteArticle).toHaveBeenCalledWith(4);
  expect(shell.toast).toHaveBeenCalledWith('記事を削除しました', 'success');
});

it('新しい記事を書く (新規作成) opens the shell’s guideline agreement instead of going straight to /a/draft', async () => {
  const api = fakeApi({ myArticles: jest.fn(() => Promise.resolve({ data: [], next: null })) });
  const { shell } = renderLazyPage(<MyArticlesPage />, { api });
  fireEvent.click(await screen.findByRole('button', { name: '新しい記事を書く' }));
  expect(shell.openGuideline).toHaveBeenCalledTimes(1);
  expect(shell.navigate).not.toHaveBeenCalled();
});

it('shows the price and copies クイック編集 saved in the row behind the dialog, without a reload', async () => {
  const live = row(4, '公開中の記事', {
    status: 'published',
    inspectStatus: 'approved',
    price: 1000,
    isSalesUnlimited: false,
    salesCount: 10,
    availableSalesCount: 7,
  });
  const settings = quickEdit();
  const myArticles = jest.fn(() => Promise.resolve({ data: [live], next: null }));
  // The server counts 8 left, not 7 + 2: a checkout in progress holds a copy since the list was loaded.
  const saveQuickEdit = jest.fn(() =>
    Promise.resolve({ ...settings, price: 1200, salesCount: 12, availableSalesCount: 8 }),
  );
  const api = fakeApi({ myArticles, quickEdit: jest.fn(() => Promise.resolve(settings)), saveQuickEdit });
  renderLazyPage(<MyArticlesPage />, { api, path: '/my_articles', url: '/my_articles?quick_edit=4' });
  const form = await screen.findByTestId('quick-edit-form');
  const facts = screen.getByTestId('my-article-facts');
  expect(facts).toHaveTextContent('1,000円');
  fireEvent.change(within(form).getByLabelText('価格（円）'), { target: { value: '1200' } });
  fireEvent.change(within(form).getByLabelText('販売部数'), { target: { value: '12' } });
  fireEvent.click(within(form).getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(facts).toHaveTextContent('1,200円'));
  // Copies left are the answer's figure, not one worked out from the row.
  expect(facts).toHaveTextContent('残り 8部 / 12部');
  expect(myArticles).toHaveBeenCalledTimes(1);
});

it('from unlimited to limited, the row leaves out the copy a checkout in progress holds', () => {
  const unlimited = row(4, '公開中の記事', { status: 'published', isSalesUnlimited: true, salesCount: 5 });
  // 5 copies, none sold, one held by an open 3-D Secure challenge: 4 left (5 − 0 sold would be one too many).
  const saved = quickEdit({ isSalesUnlimited: false, salesCount: 5, soldCount: 0, availableSalesCount: 4 });
  expect(withSaleSettings(unlimited, saved)).toMatchObject({
    isSalesUnlimited: false,
    salesCount: 5,
    availableSalesCount: 4,
  });
});

it('says it is loading, then only that the list could not be loaded', async () => {
  let fail: (e: unknown) => void = () => undefined;
  const api = fakeApi({
    myArticles: jest.fn(
      () =>
        new Promise<never>((_, reject) => {
          fail = reject;
        }),
    ),
  });
  renderLazyPage(<MyArticlesPage />, { api });
  expect(await screen.findByText('読み込み中…')).toBeInTheDocument();
  fail(new Error('offline'));
  expect(await screen.findByRole('alert')).toHaveTextContent('読み込めませんでした');
  expect(screen.queryByText('読み込み中…')).not.toBeInTheDocument();
});
