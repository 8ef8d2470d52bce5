import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiscountCode } from '@shirube/api-contract';
import { fakeApi, quickEdit, renderLazyPage } from '../test/render';
import { MyArticlesPage } from '../mine/MyArticlesPage';

const code = (more: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 1,
  code: 'abcdefghijkl',
  link: 'http://site.test/u/taro/a/4?discount_code=abcdefghijkl',
  price: 600,
  expiresAt: null,
  maxUses: null,
  usedCount: 0,
  state: 'active',
  ...more,
});

const open = (api: ReturnType<typeof fakeApi>) =>
  renderLazyPage(<MyArticlesPage />, { api, path: '/my_articles', url: '/my_articles?quick_edit=4' });

const myArticles = () => Promise.resolve({ data: [], next: null });

it('refuses copies below those sold in Japanese before calling the server, then saves', async () => {
  const saveQuickEdit = jest.fn(() => Promise.resolve(quickEdit({ salesCount: 3, price: 1200 })));
  const api = fakeApi({ myArticles, quickEdit: jest.fn(() => Promise.resolve(quickEdit())), saveQuickEdit });
  const { shell } = open(api);
  const form = await screen.findByTestId('quick-edit-form');
  fireEvent.change(within(form).getByLabelText('販売部数'), { target: { value: '2' } });
  fireEvent.click(within(form).getByRole('button', { name: '保存する' }));
  expect(await within(form).findByText('販売部数は販売済みの部数より少なくできません')).toBeInTheDocument();
  expect(saveQuickEdit).not.toHaveBeenCalled();
  fireEvent.change(within(form).getByLabelText('販売部数'), { target: { value: '3' } });
  fireEvent.change(within(form).getByLabelText('価格（円）'), { target: { value: '1200' } });
  fireEvent.click(within(form).getByRole('button', { name: '保存する' }));
  await waitFor(() =>
    expect(saveQuickEdit).toHaveBeenCalledWith(4, {
      price: 1200,
      salesCount: 3,
      isSalesUnlimited: false,
      affiliateRate: 0.1,
      affiliatableOnlyPurchaser: false,
      category: null,
    }),
  );
  expect(shell.toast).toHaveBeenCalledWith('販売設定を保存しました', 'success');
});

it('shows the server’s field error in Japanese', async () => {
  const error = Object.assign(new Error('salesCount: below_sold: more copies were sold meanwhile'), {
    code: 'validation',
    field: 'salesCount',
  });
  const api = fakeApi({
    myArticles,
    quickEdit: jest.fn(() => Promise.resolve(quickEdit())),
    saveQuickEdit: jest.fn(() => Promise.reject(error)),
  });
  open(api);
  const form = await screen.findByTestId('quick-edit-form');
  fireEvent.click(within(form).getByRole('button', { name: '保存する' }));
  expect(await within(form).findByText('販売部数は販売済みの部数より少なくできません')).toBeInTheDocument();
});

it('lists discount codes with their link and creates one at a price below the list price', async () => {
  const createDiscountCode = jest.fn(() =>
    Promise.resolve(code({ id: 2, price: 500, maxUses: 10, code: 'zzzzzzzzzzzz', link: 'http://x/new' })),
  );
  const api = fakeApi({
    myArticles,
    quickEdit: jest.fn(() =>
      Promise.resolve(quickEdit({ discountCodes: [code({ state: 'used_up', maxUses: 2, usedCount: 2 })] })),
    ),
    createDiscountCode,
  });
  open(api);
  const section = await screen.findByTestId('discount-codes');
  const [first] = within(section).getAllByTestId('discount-code');
  expect(first).toHaveTextContent('600円');
  expect(first).toHaveTextContent('上限に達しました');
  expect(first).toHaveTextContent('利用 2/2回');
  expect(within(first!).getByTestId('discount-link')).toHaveValue(
    'http://site.test/u/taro/a/4?discount_code=abcdefghijkl',
  );
  const form = within(section).getByTestId('discount-form');
  expect(form).toHaveTextContent('100円以上、定価（1,000円）未満');
  fireEvent.change(within(form).getByLabelText('割引価格（円）'), { target: { value: '1000' } });
  fireEvent.click(within(form).getByRole('button', { name: '割引コードを作成' }));
  expect(await within(form).findByText('割引価格は定価より安くしてください')).toBeInTheDocument();
  fireEvent.change(within(form).getByLabelText('割引価格（円）'), { target: { value: '99' } });
  fireEvent.click(within(form).getByRole('button', { name: '割引コードを作成' }));
  expect(await within(form).findByText('割引価格は100円以上の整数で入力してください')).toBeInTheDocument();
  expect(createDiscountCode).not.toHaveBeenCalled();
  fireEvent.change(within(form).getByLabelText('割引価格（円）'), { target: { value: '500' } });
  fireEvent.change(within(form).getByLabelText('終了日時（日本時間・任意）'), {
    target: { value: '2099-12-31T23:59' },
  });
  fireEvent.change(within(form).getByLabelText('利用回数の上限（任意）'), { target: { value: '10' } });
  fireEvent.click(within(form).getByRole('button', { name: '割引コードを作成' }));
  await waitFor(() =>
    expect(createDiscountCode).toHaveBeenCalledWith(4, {
      price: 500,
      expiresAt: '2099-12-31T23:59:00+09:00',
      maxUses: 10,
    }),
  );
  expect(await within(section).findAllByTestId('discount-code')).toHaveLength(2);
});

it('says a draft cannot be quick-edited', async () => {
  const api = fakeApi({
    myArticles,
    quickEdit: jest.fn(() => Promise.reject(Object.assign(new Error('x'), { code: 'not_published' }))),
  });
  open(api);
  expect(await screen.findByRole('alert')).toHaveTextContent('公開済みの記事だけクイック編集できます');
});
