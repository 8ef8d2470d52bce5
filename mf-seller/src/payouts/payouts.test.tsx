import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { SalesManagementPage } from '../pages';
import { renderSeller } from '../testing/render';

const ready = {
  salesOfThisMonth: 0,
  unpaidSalesOfAllPeriod: 1760,
  unpaidSalesOfPayoutable: 1760,
  apparentUnpaidSalesOfPayoutable: 1510,
  connectAccountBalance: 0,
  payoutsEnabled: true,
  payoutMethod: 'bank_transfer',
  payoutCommission: 250,
  hasBankAccount: true,
  verificationStatus: 'verified',
  pendingSales: 0,
  inTransitSales: 0,
  paidSales: 0,
  nextPayableAt: null,
  payoutReleases: [],
  minimumPayout: 1000,
  holdDays: 7,
  payoutBlockers: [],
  verificationRejectReason: null,
  payoutHoldReason: null,
};
const payout = {
  id: 7,
  kind: 'request',
  status: 'requested',
  amount: 1760,
  fee: 250,
  net: 1510,
  bankName: '三井住友',
  branchName: '大阪本店営業部',
  accountNumberLast4: '4567',
  failureReason: null,
  requestedAt: '2026-11-23T00:00:00.000Z',
  settledAt: null,
};

const renderPage = () => renderSeller(<SalesManagementPage />);
/** The page over GET /v1/sales/total_sales = `ready` with these changes. */
const renderWith = (changes: Partial<Record<keyof typeof ready, unknown>>) => {
  installFakeFetch({ 'GET /v1/sales/total_sales': () => ({ body: { data: { ...ready, ...changes } } }) });
  return renderPage();
};

describe('payout on sales management', () => {
  it('requests the whole payable balance with an Idempotency-Key and shows it in transit', async () => {
    let summary = ready;
    const fake = installFakeFetch({
      'GET /v1/sales/total_sales': () => ({ body: { data: summary } }),
      'POST /v1/payment/payouts': () => {
        summary = {
          ...ready,
          unpaidSalesOfPayoutable: 0,
          apparentUnpaidSalesOfPayoutable: 0,
          inTransitSales: 1510,
          payoutBlockers: ['below_minimum'] as never,
        };
        return { body: { data: payout } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: '出金可能額1,760円をすべて振り込む（振込額 1,510円）' }),
    );
    expect(await screen.findByTestId('payout-result')).toHaveTextContent('振込を申請しました');
    const [call] = fake.callsTo('POST /v1/payment/payouts');
    expect(call!.headers['idempotency-key']).toMatch(/^payout-/);
    expect(await screen.findByTestId('in-transit-sales')).toHaveTextContent('1,510円');
    expect(screen.getByTestId('blocker-below_minimum')).toHaveTextContent(
      '確定済みの受取額が 1,250円 に届いていません',
    );
  });

  it('explains a negative balance after a refund of paid-out sales and how it is recovered', async () => {
    renderWith({
      unpaidSalesOfAllPeriod: -880,
      unpaidSalesOfPayoutable: -880,
      apparentUnpaidSalesOfPayoutable: 0,
      payoutBlockers: ['below_minimum'],
    });
    expect(await screen.findByTestId('negative-balance')).toHaveTextContent(
      '確定済みの受取額が 880円 のマイナスになっています。この金額はこれからの受取額から差し引かれ',
    );
    expect(screen.getByTestId('payable-sales')).toHaveTextContent('-880円');
  });

  it('says why when the API refuses (verification returned, with the admin’s reason)', async () => {
    renderWith({
      verificationStatus: 'rejected',
      payoutsEnabled: false,
      payoutBlockers: ['verification_rejected'],
      verificationRejectReason: '画像が不鮮明です',
    });
    expect(await screen.findByTestId('blocker-verification_rejected')).toHaveTextContent(
      '本人確認が差し戻されました（画像が不鮮明です）',
    );
    expect(screen.getByRole('link', { name: '本人確認へ' })).toHaveAttribute(
      'href',
      '/settings/bank_information',
    );
    expect(screen.queryByTestId('payout-request')).not.toBeInTheDocument();
    // A registered account can be found again from the panel (not only from the 'no account' blocker).
    expect(screen.getByRole('link', { name: '振込先口座を確認・変更する' })).toHaveAttribute(
      'href',
      '/settings/bank_account',
    );
  });

  it('names the day held sales really reach the minimum, or how many yen are missing (issue 25 item 3)', async () => {
    const below = {
      ...ready,
      unpaidSalesOfAllPeriod: 1400,
      unpaidSalesOfPayoutable: 300,
      apparentUnpaidSalesOfPayoutable: 50,
      pendingSales: 1100,
      payoutBlockers: ['below_minimum'],
      // 300 + 300 on 12/03 = 600 (still short); + 800 on 12/10 = 1,400 ≥ 1,250.
      payoutReleases: [
        { at: '2026-12-02T16:00:00.000Z', amount: 300 },
        { at: '2026-12-09T16:00:00.000Z', amount: 800 },
      ],
    };
    let summary: typeof below = below;
    installFakeFetch({ 'GET /v1/sales/total_sales': () => ({ body: { data: summary } }) });
    const first = renderPage();
    expect(await screen.findByTestId('next-payable')).toHaveTextContent(
      '2026/12/10に確定済みの受取額が1,250円に達し、出金できるようになります。',
    );
    expect(screen.queryByTestId('payout-short')).not.toBeInTheDocument();
    first.unmount();
    summary = {
      ...below,
      unpaidSalesOfAllPeriod: 872,
      unpaidSalesOfPayoutable: 0,
      pendingSales: 872,
      payoutReleases: [{ at: '2026-12-02T16:00:00.000Z', amount: 872 }],
    };
    renderPage();
    expect(await screen.findByTestId('payout-short')).toHaveTextContent(
      'あと378円で出金できます（出金は確定済みの受取額が1,250円から）。',
    );
    expect(screen.queryByTestId('next-payable')).not.toBeInTheDocument();
  });
});
