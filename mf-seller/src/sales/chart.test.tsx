// Issue 40 item 4: the chart's own-紹介料 line is the affiliate's commission (not 0), apart from 紹介料
// paid on the viewer's sales; the y axis says its unit (item 6). The table carries the same figures.
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { SalesManagementPage } from '../pages';
import { renderSeller } from '../testing/render';

const month = (m: string, earned: number) => ({
  month: m,
  profit: earned,
  sales: 0,
  feeDetail: { system: 0, affiliate: 0 },
  commissionEarned: earned,
});

// The canvas needs a real browser (jsdom has no 2D context); the table carries the same figures.
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    destroy() {}
  },
}));

it('an affiliate’s chart table shows their 紹介料 in its own column', async () => {
  installFakeFetch({
    'GET /v1/sales/total_sales': () => ({
      body: {
        data: {
          salesOfThisMonth: 220,
          unpaidSalesOfAllPeriod: 220,
          unpaidSalesOfPayoutable: 0,
          apparentUnpaidSalesOfPayoutable: 0,
          connectAccountBalance: 0,
          payoutsEnabled: false,
          payoutMethod: null,
          payoutCommission: 250,
          hasBankAccount: false,
          verificationStatus: 'unverified',
          pendingSales: 220,
          inTransitSales: 0,
          paidSales: 0,
          nextPayableAt: null,
          payoutReleases: [],
          minimumPayout: 1000,
          holdDays: 7,
          payoutBlockers: ['no_bank_account', 'verification_required', 'below_minimum'],
          verificationRejectReason: null,
          payoutHoldReason: null,
        },
      },
    }),
    'GET /v1/sales/sales_profit': () => ({
      body: {
        data: { ...month('', 220), months: [month('2026-10', 0), month('2026-11', 220)] },
      },
    }),
  });
  renderSeller(<SalesManagementPage />);
  const table = await screen.findByTestId('sales-chart-table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['月', '売上', '手数料', '差し引かれた紹介料', '受け取った紹介料', '受取額']);
  const november = within(table).getAllByRole('row').at(-1)!;
  expect(
    within(november)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['2026年11月', '0円', '0円', '0円', '220円', '220円']);
});
