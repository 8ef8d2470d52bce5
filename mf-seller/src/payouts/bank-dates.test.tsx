// Issue 40: one seller state tells the same amounts, words and dates on the sales summary, the transfer
// history and the deletion page — when the money reaches the bank (item 1), 出金可能 only for money that
// can be taken now and steps named before a date (item 3), and the rules with the monthly payout.
import { screen, within } from '@testing-library/react';
import { installFakeFetch } from '@shirube/testing';
import { DeleteAccountPage, SalesManagementPage, TransferredHistoryPage } from '../pages';
import { renderSeller } from '../testing/render';

const base = {
  salesOfThisMonth: 0,
  unpaidSalesOfAllPeriod: 0,
  unpaidSalesOfPayoutable: 0,
  apparentUnpaidSalesOfPayoutable: 0,
  connectAccountBalance: 0,
  payoutsEnabled: true,
  payoutMethod: 'bank_transfer' as string | null,
  payoutCommission: 250,
  hasBankAccount: true,
  verificationStatus: 'verified',
  pendingSales: 0,
  inTransitSales: 0,
  paidSales: 0,
  nextPayableAt: null,
  payoutReleases: [] as Array<{ at: string; amount: number }>,
  minimumPayout: 1000,
  holdDays: 7,
  payoutBlockers: [] as string[],
  verificationRejectReason: null,
  payoutHoldReason: null,
  asOf: '2026-12-07T03:00:00.000Z', // 12/07 noon in Tokyo
  monthlyRunDay: 1,
  inTransitBankDate: null as string | null,
};

/** A payout the admin put in a file asking the bank for 12/08 (取組日). */
const inFile = {
  id: 7,
  kind: 'monthly',
  status: 'exported',
  amount: 1760,
  fee: 250,
  net: 1510,
  bankName: '三井住友',
  branchName: '大阪本店営業部',
  accountNumberLast4: '4567',
  failureReason: null,
  requestedAt: '2026-11-30T15:00:05.000Z',
  settledAt: null,
  transferDate: '2026-12-08',
  expectedBankDate: '2026-12-08',
};

const serve = (summary: typeof base, payouts: unknown[] = []) =>
  installFakeFetch({
    'GET /v1/sales/total_sales': () => ({ body: { data: summary } }),
    'GET /v1/sales/sales_profit': () => ({
      body: { data: { profit: 0, sales: 0, feeDetail: { system: 0, affiliate: 0 }, months: [] } },
    }),
    'GET /v1/transferred_histories/transferred_months': () => ({ body: { data: { months: ['2026-12'] } } }),
    'GET /v1/transferred_histories': () => ({ body: { data: payouts, meta: { pager: { next: null } } } }),
  });

describe('the money in transit: one date on every screen', () => {
  const inTransit = {
    ...base,
    inTransitSales: 1510,
    inTransitBankDate: '2026-12-08',
    payoutBlockers: ['below_minimum'],
  };

  it('the summary names the day the money is expected in the account', async () => {
    serve(inTransit, [inFile]);
    renderSeller(<SalesManagementPage />);
    expect(await screen.findByTestId('bank-date-in-transit')).toHaveTextContent(
      '振込手続き中の1,510円は2026/12/08に口座へ入金される予定です。',
    );
  });

  it('the transfer row shows the same day (its file’s 取組日), then the day it reached the account', async () => {
    serve(inTransit, [
      inFile,
      { ...inFile, id: 6, status: 'transferred', transferDate: '2026-11-10', expectedBankDate: '2026-11-10' },
      {
        ...inFile,
        id: 5,
        status: 'failed',
        transferDate: '2026-11-05',
        expectedBankDate: null,
        failureReason: '口座なし',
      },
      {
        ...inFile,
        id: 4,
        kind: 'request',
        status: 'requested',
        transferDate: null,
        expectedBankDate: '2026-12-08',
      },
    ]);
    renderSeller(<TransferredHistoryPage />);
    const rows = await screen.findAllByTestId('transfer-row');
    expect(screen.getByRole('columnheader', { name: '入金予定日' })).toBeInTheDocument();
    const dates = rows.map((row) => within(row).getByTestId('transfer-bank-date').textContent);
    expect(dates).toEqual(['2026/12/08（予定）', '2026/11/10', '—', '2026/12/08（予定）']);
    expect(within(rows[0]!).getByTestId('transfer-net')).toHaveTextContent('1,510円');
    expect(within(rows[0]!).getByTestId('transfer-status')).toHaveTextContent('振込手続き中');
  });

  it('the deletion page says the same amount and day before anything is submitted', async () => {
    serve(inTransit);
    renderSeller(<DeleteAccountPage />);
    expect(await screen.findByTestId('unpaid-balance')).toHaveTextContent(
      '1,510円 を振込手続き中のため退会できません。2026/12/08に入金される予定です。',
    );
  });
});

describe('出金可能 only for money that can be taken out now (issue 40 item 3)', () => {
  // 220円 settled, 1,100円 held until 12/10 (then 1,320円 ≥ 1,250円); no bank account, no verification.
  const newSeller = {
    ...base,
    hasBankAccount: false,
    payoutMethod: null,
    verificationStatus: 'unverified',
    payoutsEnabled: false,
    unpaidSalesOfAllPeriod: 1320,
    unpaidSalesOfPayoutable: 220,
    pendingSales: 1100,
    payoutReleases: [{ at: '2026-12-09T16:00:00.000Z', amount: 1100 }],
    payoutBlockers: ['no_bank_account', 'verification_required', 'below_minimum'],
  };

  it('calls 220円 確定済み (not 出金可能) and says the steps come before the date', async () => {
    serve(newSeller);
    renderSeller(<SalesManagementPage />);
    const settled = await screen.findByTestId('payable-sales');
    expect(settled).toHaveTextContent('確定済み220円');
    const panel = screen.getByRole('region', { name: 'お金の状態' });
    expect(panel).not.toHaveTextContent('出金可能');
    expect(screen.getByTestId('next-payable')).toHaveTextContent(
      '2026/12/10に確定済みの受取額が1,250円に達します。出金するには、それまでに下の手続きを済ませてください。',
    );
    expect(screen.getByTestId('blocker-no_bank_account')).toBeInTheDocument();
    expect(screen.getByTestId('blocker-verification_required')).toBeInTheDocument();
    // No bank date while steps are missing: neither a request nor the monthly run would pay.
    expect(screen.queryByTestId('bank-date-request')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bank-date-monthly')).not.toBeInTheDocument();
  });

  it('the deletion page tells the same 1,320円 and 2026/12/10', async () => {
    serve(newSeller);
    renderSeller(<DeleteAccountPage />);
    expect(await screen.findByTestId('unpaid-balance')).toHaveTextContent(
      '未払いの受取額が 1,320円 あるため退会できません。2026/12/10に出金できるようになります。',
    );
    expect(
      screen.getByText(/未払いの受取額（紹介料を含む）が1,250円（最低振込額1,000円＋振込手数料250円）以上/),
    ).toBeInTheDocument();
  });

  it('once everything is there: 出金可能額 on the button, the request’s and the monthly run’s bank days', async () => {
    serve({
      ...base,
      asOf: '2026-11-20T03:00:00.000Z',
      unpaidSalesOfAllPeriod: 1760,
      unpaidSalesOfPayoutable: 1760,
      apparentUnpaidSalesOfPayoutable: 1510,
    });
    renderSeller(<SalesManagementPage />);
    expect(
      await screen.findByRole('button', { name: '出金可能額1,760円をすべて振り込む（振込額 1,510円）' }),
    ).toBeEnabled();
    expect(screen.getByTestId('bank-date-request')).toHaveTextContent(
      '今申請すると、振込額1,510円は2026/11/21に口座へ入金される予定です。',
    );
    expect(screen.getByTestId('bank-date-monthly')).toHaveTextContent(
      '申請しなくても、2026/12/01の自動振込で2026/12/02に入金される予定です。',
    );
    expect(screen.getByTestId('monthly-rule')).toHaveTextContent(
      '毎月1日に、確定済みの受取額が1,250円以上あり、振込先口座と本人確認がそろっていれば、全額が自動で振込申請されます',
    );
  });

  it('below the minimum with nothing else missing: the monthly run after the release day', async () => {
    serve({
      ...base,
      unpaidSalesOfAllPeriod: 1320,
      unpaidSalesOfPayoutable: 220,
      pendingSales: 1100,
      payoutReleases: [{ at: '2026-12-09T16:00:00.000Z', amount: 1100 }],
      payoutBlockers: ['below_minimum'],
    });
    renderSeller(<SalesManagementPage />);
    expect(await screen.findByTestId('next-payable')).toHaveTextContent(
      '2026/12/10に確定済みの受取額が1,250円に達し、出金できるようになります。',
    );
    expect(screen.getByTestId('bank-date-monthly')).toHaveTextContent(
      '申請しなくても、2027/01/01の自動振込で2027/01/02に入金される予定です。',
    );
  });
});
