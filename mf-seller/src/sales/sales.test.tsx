import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { articleSummary, installFakeFetch, signedInAs } from '@shirube/testing';
import { inputClass } from '@shirube/ui';
import { currentTokyoMonth } from '../lib/format';
import { DashboardPage, RankingReportPage, SalesHistoryPage, SalesManagementPage } from '../pages';
import { renderSeller } from '../testing/render';

const renderAt = (url: string) =>
  renderSeller(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard/sales_management" element={<SalesManagementPage />} />
      <Route path="/dashboard/sales_history" element={<SalesHistoryPage />} />
      <Route path="/dashboard/ranking_report" element={<RankingReportPage />} />
    </Routes>,
    { session: signedInAs({ id: 1, account: 'hanako', name: '山田花子' }), url },
  );

const summary = {
  salesOfThisMonth: 1100,
  unpaidSalesOfAllPeriod: 25300,
  unpaidSalesOfPayoutable: 24200,
  apparentUnpaidSalesOfPayoutable: 24200,
  connectAccountBalance: 0,
  payoutsEnabled: false,
  payoutMethod: null,
  payoutCommission: 250,
  hasBankAccount: false,
  verificationStatus: 'unverified',
  pendingSales: 1100,
  inTransitSales: 0,
  paidSales: 0,
  nextPayableAt: '2026-11-27T16:30:00.000Z',
  payoutReleases: [{ at: '2026-11-27T16:30:00.000Z', amount: 1100 }],
  minimumPayout: 1000,
  holdDays: 7,
  payoutBlockers: ['no_bank_account', 'verification_required'],
  verificationRejectReason: null,
  payoutHoldReason: null,
};

// 1,000円 at 12 % fee and 10 % commission: fee 120, commission 100, seller 780 (calculateSale).
const saleRow = {
  id: 'sale-1',
  kind: 'sale',
  purchaseId: 1,
  purchasedAt: '2026-11-20T16:30:00.000Z', // 2026/11/21 in Tokyo
  articleId: 5,
  articleTitle: '確定申告の基本',
  authorAccount: 'hanako',
  price: 1000,
  platformFee: 120,
  affiliateCommission: 100,
  profit: 780,
  state: 'pending',
  payableAt: '2026-11-27T16:30:00.000Z', // 2026/11/28 in Tokyo
  isRefund: false,
  dispute: null as null | { status: 'open' | 'won' | 'lost'; reason: string },
};
const affiliateRow = {
  ...saleRow,
  id: 'affiliate-9',
  kind: 'affiliate',
  purchaseId: 2,
  articleId: 6,
  articleTitle: '他の人の記事',
  authorAccount: 'jiro',
  price: 2000,
  platformFee: 0,
  affiliateCommission: 200,
  profit: 200,
  state: 'payable',
  payableAt: '2026-11-01T00:00:00.000Z',
  isRefund: false,
};

describe('seller dashboard', () => {
  it('/dashboard goes to the sales management page, which shows this month and unpaid sales in yen', async () => {
    installFakeFetch({ 'GET /v1/sales/total_sales': () => ({ body: { data: summary } }) });
    renderAt('/dashboard');
    expect(await screen.findByTestId('sales-of-this-month')).toHaveTextContent('今月の受取額1,100円');
    expect(screen.getByTestId('unpaid-sales')).toHaveTextContent('25,300円');
    // Where the money is, when the held part becomes payable, and why no payout is possible yet.
    expect(screen.getByTestId('pending-sales')).toHaveTextContent('1,100円');
    expect(screen.getByTestId('payable-sales')).toHaveTextContent('24,200円');
    // The payable balance already reaches the minimum: no date to wait for (payoutOutlook).
    expect(screen.queryByTestId('next-payable')).not.toBeInTheDocument();
    expect(screen.getByTestId('blocker-no_bank_account')).toHaveTextContent('振込先口座が登録されていません');
    expect(screen.getByTestId('blocker-verification_required')).toHaveTextContent('本人確認が済んでいません');
    expect(screen.queryByTestId('payout-request')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'ダッシュボード' });
    expect(within(nav).getByRole('link', { name: '売上管理' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['振込履歴', '売上履歴', 'ランキングレポート'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });

  it('an affiliate who sold nothing reads their own 紹介料 in the totals, not 0円', async () => {
    installFakeFetch({
      'GET /v1/sales/sold_month': () => ({ body: { data: { months: [currentTokyoMonth()] } } }),
      'GET /v1/sales/sales_histories': () => ({
        body: {
          data: [affiliateRow],
          meta: { pager: { next: null } },
          totalSales: 0,
          totalPaymentFee: 0,
          totalAffiliateCommission: 0,
          totalCommissionEarned: 200,
          totalProfit: 200,
        },
      }),
    });
    renderAt('/dashboard/sales_history');
    expect(await screen.findByTestId('total-commission')).toHaveTextContent('受け取った紹介料 200円');
    expect(screen.getByTestId('total-commission')).not.toHaveTextContent('0円受け取った');
  });

  it('lists a month of sales and referral rows with totals, and switches months', async () => {
    const fake = installFakeFetch({
      'GET /v1/sales/sold_month': () => ({ body: { data: { months: ['2026-10', currentTokyoMonth()] } } }),
      'GET /v1/sales/sales_histories': ({ url }) => ({
        body: {
          data: url.searchParams.get('month') === '2026-10' ? [] : [affiliateRow, saleRow],
          meta: { pager: { next: null } },
          totalSales: 1000,
          totalPaymentFee: 120,
          totalAffiliateCommission: 100,
          totalCommissionEarned: 200,
          totalProfit: 980,
        },
      }),
    });
    renderAt('/dashboard/sales_history');
    const rows = await screen.findAllByTestId('sales-history-row');
    expect(rows).toHaveLength(2);
    const sale = rows[1]!;
    expect(within(sale).getByTestId('sales-date')).toHaveTextContent('2026/11/21');
    expect(within(sale).getByTestId('sales-title')).toHaveTextContent('販売 確定申告の基本');
    expect(within(sale).getByTestId('sales-price')).toHaveTextContent('1,000円');
    expect(within(sale).getByTestId('sales-fee')).toHaveTextContent('120円');
    expect(within(sale).getByTestId('sales-commission')).toHaveTextContent('100円');
    expect(within(sale).getByTestId('sales-profit')).toHaveTextContent('780円');
    expect(within(sale).getByTestId('sales-state')).toHaveTextContent('保留中（2026/11/28に確定済み）');
    const referral = rows[0]!;
    expect(within(referral).getByTestId('sales-title')).toHaveTextContent('紹介 他の人の記事');
    expect(within(referral).getByTestId('sales-fee')).toHaveTextContent('—');
    expect(within(referral).getByTestId('sales-profit')).toHaveTextContent('200円');
    expect(screen.getByTestId('total-profit')).toHaveTextContent('980円');
    // The 紹介料 paid on the seller's sale and their own 紹介料 as referrer, each said (issue 40 item 4).
    expect(screen.getByTestId('total-commission')).toHaveTextContent('100円受け取った紹介料 200円');

    const picker = screen.getByRole('combobox', { name: '表示する月' });
    // The site's field style, not the browser's bare select (issue 40 item 6).
    expect(picker).toHaveClass(inputClass);
    expect(within(picker).getByRole('option', { name: '2026年10月' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, '2026-10');
    expect(await screen.findByTestId('sales-history-empty')).toHaveTextContent('この月の売上はありません');
    expect(fake.calls.at(-1)!.url.searchParams.get('month')).toBe('2026-10');
  });

  it('says why a sale is held or reversed by a chargeback, with the reason in Japanese', async () => {
    const rows = [
      { ...saleRow, id: 'sale-2', dispute: { status: 'open', reason: 'fraudulent' } },
      {
        ...saleRow,
        id: 'sale-3',
        state: 'payable',
        dispute: { status: 'won', reason: 'product_not_received' },
      },
      { ...saleRow, id: 'sale-4', dispute: { status: 'lost', reason: 'some_new_code' } },
    ];
    installFakeFetch({
      'GET /v1/sales/sold_month': () => ({ body: { data: { months: [currentTokyoMonth()] } } }),
      'GET /v1/sales/sales_histories': () => ({
        body: {
          data: rows,
          meta: { pager: { next: null } },
          totalSales: 3000,
          totalPaymentFee: 360,
          totalAffiliateCommission: 300,
          totalProfit: 2340,
        },
      }),
    });
    renderAt('/dashboard/sales_history');
    const states = (await screen.findAllByTestId('sales-state')).map((cell) => cell.textContent);
    expect(states).toEqual([
      'チャージバック（支払いの異議）の結果が出るまで保留中 — 理由: 不正利用（カードの持ち主が購入していない）',
      'チャージバックは販売者側の主張が認められ、出金できます — 理由: 購入した記事を受け取っていない',
      // A reason code this release does not know yet still reads as Japanese.
      'チャージバックにより購入者に返金されました — 理由: その他',
    ]);
  });

  it('loads more rows with the since cursor', async () => {
    const fake = installFakeFetch({
      'GET /v1/sales/sold_month': () => ({ body: { data: { months: [] } } }),
      'GET /v1/sales/sales_histories': ({ url }) => ({
        body: {
          data: url.searchParams.get('since') ? [affiliateRow] : [saleRow],
          meta: { pager: { next: url.searchParams.get('since') ? null : '20' } },
          totalSales: 1000,
          totalPaymentFee: 120,
          totalAffiliateCommission: 100,
          totalProfit: 980,
        },
      }),
    });
    renderAt('/dashboard/sales_history');
    await screen.findAllByTestId('sales-history-row');
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    expect(await screen.findAllByTestId('sales-history-row')).toHaveLength(2);
    expect(fake.calls.at(-1)!.url.searchParams.get('since')).toBe('20');
  });

  it('the ranking report shows a deleted affiliator without a rate input (issue 40 item 6)', async () => {
    installFakeFetch({
      // The report's magazine section asks too; this author sells no magazine (an empty page, as the API answers).
      'GET /v1/current/magazine_affiliator_ranking': () => ({
        body: { data: [], meta: { pager: { next: null } } },
      }),
      'GET /v1/current/articles': () => ({
        body: {
          data: [
            {
              ...articleSummary({ id: 1, title: '記事1', publishedAt: '2026-11-01T00:00:00.000Z' }),
              status: 'published',
              inspectStatus: 'none',
              updatedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
          meta: { pager: { next: null } },
        },
      }),
      'GET /v1/current/articles/1/affiliator_ranking': () => ({
        body: {
          data: [
            {
              affiliatorId: 10,
              account: 'deleted_10',
              name: '退会したユーザー',
              salesCount: 1,
              salesAmount: 500,
              commission: 50,
              clicks: 8,
              conversion: 0.125,
              additionalAffiliateRate: 0,
              deleted: true,
            },
          ],
          meta: { pager: { next: null } },
        },
      }),
    });
    renderAt('/dashboard/ranking_report');
    const [row] = await screen.findAllByTestId('ranking-row');
    expect(row).toHaveTextContent('退会したユーザー');
    expect(row).not.toHaveTextContent('@deleted_10');
    // Clicks and conversion (issue 36): 1 sale of 8 clicks.
    expect(within(row!).getByTestId('ranking-conversion')).toHaveTextContent('12.5%');
    expect(within(row!).queryByTestId('extra-rate')).not.toBeInTheDocument();
    expect(within(row!).getByTestId('rate-deleted')).toHaveTextContent('退会済みのため設定できません');
  });

  it('the ranking report says so when the author has nothing published', async () => {
    installFakeFetch({
      // The report's magazine section asks too; this author sells no magazine (an empty page, as the API answers).
      'GET /v1/current/magazine_affiliator_ranking': () => ({
        body: { data: [], meta: { pager: { next: null } } },
      }),
      'GET /v1/current/articles': () => ({ body: { data: [], meta: { pager: { next: null } } } }),
    });
    renderAt('/dashboard/ranking_report');
    expect(screen.getByRole('heading', { name: 'ランキングレポート' })).toBeInTheDocument();
    expect(await screen.findByTestId('ranking-no-articles')).toHaveTextContent('公開中の記事がありません');
  });

  it('the ranking report offers every published article and pages through all affiliators', async () => {
    const mine = (id: number, status: string) => ({
      ...articleSummary({
        id,
        title: `記事${id}`,
        publishedAt: status === 'published' ? '2026-11-01T00:00:00.000Z' : null,
      }),
      status,
      inspectStatus: 'none',
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    const rank = (n: number) => ({
      affiliatorId: 100 + n,
      account: `aff${n}`,
      name: `紹介者${n}`,
      salesCount: 1,
      salesAmount: 500,
      commission: 50,
      additionalAffiliateRate: 0,
    });
    const fake = installFakeFetch({
      // The report's magazine section asks too; this author sells no magazine (an empty page, as the API answers).
      'GET /v1/current/magazine_affiliator_ranking': () => ({
        body: { data: [], meta: { pager: { next: null } } },
      }),
      'GET /v1/current/articles': ({ url }) =>
        url.searchParams.get('since') === '20'
          ? { body: { data: [mine(21, 'published')], meta: { pager: { next: null } } } }
          : {
              body: {
                data: [mine(1, 'published'), mine(2, 'draft')],
                meta: { pager: { next: '20' } },
              },
            },
      'GET /v1/current/articles/1/affiliator_ranking': ({ url }) =>
        url.searchParams.get('since') === '20'
          ? { body: { data: [rank(21)], meta: { pager: { next: null } } } }
          : {
              body: {
                data: Array.from({ length: 20 }, (_, i) => rank(i + 1)),
                meta: { pager: { next: '20' } },
              },
            },
    });
    renderAt('/dashboard/ranking_report');
    expect(await screen.findAllByTestId('ranking-row')).toHaveLength(20);
    const picker = screen.getByRole('combobox', { name: '記事を選んでください' });
    expect(picker).toHaveClass(inputClass);
    expect(screen.getAllByTestId('extra-rate')[0]).toHaveClass(inputClass);
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['記事1', '記事21']);
    await userEvent.click(screen.getByTestId('ranking-more'));
    expect(await screen.findAllByTestId('ranking-row')).toHaveLength(21);
    expect(screen.getAllByTestId('ranking-row')[20]).toHaveTextContent('21紹介者21 @aff21');
    expect(screen.queryByTestId('ranking-more')).not.toBeInTheDocument();
    expect(fake.calls.at(-1)!.url.searchParams.get('since')).toBe('20');
  });

  it('offers the month as a CSV download', async () => {
    installFakeFetch({
      'GET /v1/sales/sold_month': () => ({ body: { data: { months: ['2026-10'] } } }),
      'GET /v1/sales/sales_histories': () => ({
        body: {
          data: [],
          meta: { pager: { next: null } },
          totalSales: 0,
          totalPaymentFee: 0,
          totalAffiliateCommission: 0,
          totalProfit: 0,
        },
      }),
    });
    renderAt('/dashboard/sales_history');
    await screen.findByTestId('sales-history-empty');
    expect(screen.getByTestId('sales-csv')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/v1\/sales\/sales_histories\.csv\?month=\d{4}-\d{2}$/),
    );
  });
});
