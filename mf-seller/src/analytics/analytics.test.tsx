import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { AnalyticsPage } from '../pages';
import { renderSeller } from '../testing/render';

// The canvas needs a real browser (jsdom has no 2D context); the table carries the same figures.
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    destroy() {}
  },
}));

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    // Bytes, decoded keeping the BOM (readAsText would drop it).
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const figures = (views: number, purchases: number, revenue: number, uniqueBuyers = purchases) => ({
  views,
  purchases,
  uniqueBuyers,
  revenue,
  conversion: views ? purchases / views : 0,
});

const answer = (period: string) => ({
  period,
  from: '2026-10-31',
  to: '2026-11-29',
  totals: figures(40, 3, 2470),
  daily: [
    { day: '2026-11-28', views: 15, purchases: 1, revenue: 880 },
    { day: '2026-11-29', views: 25, purchases: 2, revenue: 1590 },
  ],
  articles: [
    { articleId: 1, title: '=先頭が式の記事', ...figures(30, 1, 880) },
    { articleId: 2, title: '家計簿アプリ', ...figures(10, 2, 1590) },
  ],
  sources: [
    { kind: 'internal', detail: 'search:tech', views: 20 },
    { kind: 'external', detail: 't.co', views: 12 },
    { kind: 'referral', detail: 'AbCdE12345', views: 5 },
    { kind: 'direct', detail: '', views: 3 },
  ],
  referralLinks: [
    {
      code: 'AbCdE12345',
      articleId: 2,
      affiliateAccount: 'taro',
      affiliateName: '紹介太郎',
      clicks: 4,
      purchases: 1,
      conversion: 0.25,
    },
  ],
});

function setUp(change: Record<string, unknown> = {}) {
  const fake = installFakeFetch({
    'GET /v1/current/analytics': (req) => ({
      body: { data: { ...answer(new URL(req.url).searchParams.get('period') ?? '30d'), ...change } },
    }),
  });
  renderSeller(
    <Routes>
      <Route path="/dashboard/analytics" element={<AnalyticsPage />} />
    </Routes>,
    { session: signedInAs({ id: 1, account: 'hanako', name: '山田花子' }), url: '/dashboard/analytics' },
  );
  return fake;
}

describe('/dashboard/analytics', () => {
  it('shows the period figures, sources in words, referral links, and changes period', async () => {
    const fake = setUp();
    expect(await screen.findByTestId('analytics-views')).toHaveTextContent('40');
    expect(screen.getByTestId('analytics-conversion')).toHaveTextContent('7.5%');
    expect(screen.getByTestId('analytics-revenue')).toHaveTextContent('2,470');
    const sources = screen.getByTestId('analytics-sources');
    expect(within(sources).getByText('サイト内検索（tech）')).toBeInTheDocument();
    expect(within(sources).getByText('外部サイト（t.co）')).toBeInTheDocument();
    expect(within(sources).getByText('紹介リンク（AbCdE12345）')).toBeInTheDocument();
    expect(within(sources).getByText('直接・不明')).toBeInTheDocument();
    expect(within(screen.getByTestId('analytics-links')).getByText('紹介太郎 @taro')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('period-12m'));
    await screen.findByRole('button', { name: '12か月', pressed: true });
    expect(fake.calls.some((c) => c.url.searchParams.get('period') === '12m')).toBe(true);
  });

  it('sorts the article table by any column, both ways', async () => {
    setUp();
    await screen.findByTestId('analytics-articles');
    const titles = () =>
      screen.getAllByTestId('analytics-article-row').map((r) => r.querySelector('td')!.textContent);
    expect(titles()).toEqual(['=先頭が式の記事', '家計簿アプリ']); // views, most first
    await userEvent.click(screen.getByTestId('sort-purchases'));
    expect(titles()).toEqual(['家計簿アプリ', '=先頭が式の記事']);
    await userEvent.click(screen.getByTestId('sort-purchases'));
    expect(titles()).toEqual(['=先頭が式の記事', '家計簿アプリ']);
    expect(screen.getByTestId('sort-purchases').closest('th')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('exports the table as CSV by the sales CSV rules (BOM, CRLF, formulas defused)', async () => {
    setUp();
    await screen.findByTestId('analytics-articles');
    const blobs: Blob[] = [];
    const create = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByTestId('analytics-csv'));
    expect(click).toHaveBeenCalled();
    const text = await blobText(blobs[0]!);
    expect(text).toBe(
      '\uFEFF記事,閲覧数,購入者数,購入数,購入率,売上（手取り）\r\n' +
        `"'=先頭が式の記事",30,1,1,3.33,880\r\n` +
        '家計簿アプリ,10,2,2,20,1590\r\n',
    );
    click.mockRestore();
  });

  it('says what of the take-home is magazines and tips; an empty period says so instead of a blank chart', async () => {
    setUp({
      totals: figures(0, 0, 3080),
      otherRevenue: { magazines: 2640, tips: 440 },
      daily: [],
      articles: [],
      sources: [],
      referralLinks: [],
    });
    const revenue = await screen.findByTestId('analytics-revenue');
    expect(revenue).toHaveTextContent('3,080');
    expect(screen.getByTestId('analytics-other-revenue')).toHaveTextContent(
      /うちマガジン\s*2,640円.*チップ\s*440円/,
    );
    expect(screen.getByTestId('analytics-chart-empty')).toHaveTextContent(
      'この期間のデータはまだありません。',
    );
    expect(screen.queryByTestId('analytics-chart')).toBeNull();
    expect(screen.getByTestId('analytics-sources')).toHaveTextContent('この期間のデータはまだありません。');
    expect(screen.getByTestId('analytics-links')).toHaveTextContent('この期間のデータはまだありません。');
  });
});
