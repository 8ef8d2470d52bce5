import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { AnalyticsPage } from '../pages';
import { renderSeller } from '../testing/render';

// The author's view of the same page draws a uPlot canvas (jsdom has no 2D context).
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    destroy() {}
  },
}));

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const link = (
  code: string,
  articleTitle: string,
  clicks: number,
  purchases: number,
  commission: { pending: number; payable: number; paid: number; reversed: number },
) => ({
  code,
  articleId: code.length,
  articleTitle,
  clicks,
  uniqueVisitors: clicks - 1,
  purchases,
  conversion: clicks ? purchases / clicks : 0,
  commission,
});

const answer = (period: string) => ({
  period,
  from: period === 'all' ? null : '2026-10-31',
  to: '2026-11-29',
  links: [
    link('AbCdE12345', '=先頭が式の記事', 10, 1, { pending: 100, payable: 0, paid: 0, reversed: 0 }),
    link('ZyXwV98765', '家計簿アプリ', 4, 2, { pending: 0, payable: 150, paid: 220, reversed: 110 }),
  ],
  magazineLinks: [
    {
      code: 'MaGaZiNe01',
      magazineId: 3,
      magazineTitle: 'まとめて読む',
      clicks: 6,
      uniqueVisitors: 5,
      purchases: 1,
      conversion: 1 / 6,
      commission: { pending: 600, payable: 0, paid: 0, reversed: 0 },
    },
  ],
  referringHosts: [
    { host: 't.co', clicks: 9 },
    { host: '', clicks: 5 },
  ],
});

function setUp(
  reply: (period: string) => { status?: number; body: unknown } = (p) => ({ body: { data: answer(p) } }),
) {
  const fake = installFakeFetch({
    'GET /v1/current/referral_analytics': (req) =>
      reply(new URL(req.url).searchParams.get('period') ?? '30d'),
    'GET /v1/current/analytics': () => ({ status: 500, body: { code: 'internal', message: 'x' } }),
  });
  renderSeller(
    <Routes>
      <Route path="/dashboard/analytics" element={<AnalyticsPage />} />
    </Routes>,
    {
      session: signedInAs({ id: 1, account: 'hanako', name: '山田花子' }),
      url: '/dashboard/analytics?view=referrals',
    },
  );
  return fake;
}

const titles = () =>
  screen.getAllByTestId('referrals-link-row').map((r) => r.querySelector('td')!.firstChild!.textContent);

describe('/dashboard/analytics?view=referrals (the referrer’s own links)', () => {
  it('shows the sums, every link with its 紹介料 by state, where the clicks came from; changes period', async () => {
    const fake = setUp();
    // Article and magazine links summed.
    expect(await screen.findByTestId('referrals-clicks')).toHaveTextContent('20');
    expect(screen.getByTestId('referrals-uniqueVisitors')).toHaveTextContent('17');
    expect(screen.getByTestId('referrals-purchases')).toHaveTextContent('4');
    expect(screen.getByTestId('referrals-conversion')).toHaveTextContent('20%'); // 4 ÷ 20, not a mean of rates
    expect(screen.getByTestId('referrals-pending')).toHaveTextContent('700');
    expect(screen.getByTestId('referrals-payable')).toHaveTextContent('150');
    expect(screen.getByTestId('referrals-paid')).toHaveTextContent('220');
    expect(screen.getByTestId('referrals-reversed')).toHaveTextContent('110');
    const row = screen.getAllByTestId('referrals-link-row')[2]!;
    expect(within(row).getByText('ZyXwV98765')).toBeInTheDocument();
    expect(row).toHaveTextContent('50%');
    // The magazine's link: its title, marked マガジン (article rows are not).
    const magazine = screen.getAllByTestId('referrals-link-row')[1]!;
    expect(magazine).toHaveTextContent('まとめて読む');
    expect(within(magazine).getByTestId('referrals-link-magazine')).toHaveTextContent('マガジン');
    expect(magazine).toHaveTextContent('16.7%');
    expect(screen.getAllByTestId('referrals-link-magazine')).toHaveLength(1);
    const hosts = screen.getByTestId('referrals-hosts');
    expect(within(hosts).getByText('t.co')).toBeInTheDocument();
    expect(within(hosts).getByText('不明・直接')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-view-referrals')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByTestId('referrals-period-all'));
    await screen.findByRole('button', { name: 'すべて', pressed: true });
    expect(fake.calls.some((c) => c.url.searchParams.get('period') === 'all')).toBe(true);
    // The author's figures are not asked for on this view.
    expect(fake.calls.some((c) => c.url.pathname === '/v1/current/analytics')).toBe(false);
  });

  it('sorts the links by any column, both ways', async () => {
    setUp();
    await screen.findByTestId('referrals-links');
    expect(titles()).toEqual(['=先頭が式の記事', 'まとめて読む', '家計簿アプリ']); // clicks, most first
    await userEvent.click(screen.getByTestId('referrals-sort-paid'));
    expect(titles()).toEqual(['家計簿アプリ', '=先頭が式の記事', 'まとめて読む']);
    await userEvent.click(screen.getByTestId('referrals-sort-paid'));
    expect(titles()).toEqual(['=先頭が式の記事', 'まとめて読む', '家計簿アプリ']);
    expect(screen.getByTestId('referrals-sort-paid').closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByTestId('referrals-sort-conversion'));
    expect(titles()).toEqual(['家計簿アプリ', 'まとめて読む', '=先頭が式の記事']);
  });

  it('exports the links as CSV by the sales CSV rules (BOM, CRLF, formulas defused)', async () => {
    setUp();
    await screen.findByTestId('referrals-links');
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        blobs.push(b);
        return 'blob:x';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByTestId('referrals-csv'));
    expect(click).toHaveBeenCalled();
    expect(await blobText(blobs[0]!)).toBe(
      '\uFEFF記事・マガジン,種類,リンク,クリック数,訪問者数,購入数,購入率,紹介料（保留中）,紹介料（確定済み）,紹介料（振込済み）,紹介料（返金で取消）\r\n' +
        `"'=先頭が式の記事",記事,AbCdE12345,10,9,1,10,100,0,0,0\r\n` +
        '家計簿アプリ,記事,ZyXwV98765,4,3,2,50,0,150,220,110\r\n' +
        'まとめて読む,マガジン,MaGaZiNe01,6,5,1,16.67,600,0,0,0\r\n',
    );
    click.mockRestore();
  });

  it('says so when there are no links yet (and offers no empty CSV)', async () => {
    setUp((period) => ({
      body: { data: { ...answer(period), links: [], magazineLinks: [], referringHosts: [] } },
    }));
    expect(await screen.findByText('この期間の紹介リンクのデータはまだありません。')).toBeInTheDocument();
    expect(screen.queryByTestId('referrals-csv')).toBeNull();
  });

  it('reads an answer without magazineLinks (an API from before magazine links) as article links only', async () => {
    setUp((period) => {
      const { magazineLinks: _, ...older } = answer(period);
      return { body: { data: older } };
    });
    await screen.findByTestId('referrals-links');
    expect(titles()).toEqual(['=先頭が式の記事', '家計簿アプリ']);
    expect(screen.getByTestId('referrals-clicks')).toHaveTextContent('14');
  });

  it('shows the load failure when the API fails', async () => {
    setUp(() => ({ status: 500, body: { code: 'internal', message: 'x' } }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
