// The ranking report's magazine section (issue 36 for magazines): the affiliates of the author's
// magazines with the magazine named, clicks, purchases, conversion, sales and commission, in Japanese.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { articleSummary, installFakeFetch, signedInAs, type FakeHandler } from '@shirube/testing';
import { RankingReportPage } from '../pages';
import { renderSeller } from '../testing/render';

const renderReport = () =>
  renderSeller(
    <Routes>
      <Route path="/dashboard/ranking_report" element={<RankingReportPage />} />
    </Routes>,
    { session: signedInAs({ id: 1, account: 'hanako', name: '山田花子' }), url: '/dashboard/ranking_report' },
  );

const oneArticle = {
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
};
const articleAffiliator = {
  affiliatorId: 10,
  account: 'jiro',
  name: '紹介次郎',
  salesCount: 1,
  salesAmount: 500,
  commission: 50,
  clicks: 4,
  conversion: 0.25,
  additionalAffiliateRate: 0,
  deleted: false,
};
const magazineRow = (n: number, values: Record<string, unknown> = {}) => ({
  magazineId: 7,
  magazineTitle: 'まとめて読む',
  magazineDeleted: false,
  affiliatorId: 100 + n,
  account: `aff${n}`,
  name: `紹介者${n}`,
  clicks: 2,
  salesCount: 1,
  conversion: 0.5,
  salesAmount: 3000,
  commission: 600,
  deleted: false,
  ...values,
});

const install = (magazines: FakeHandler) =>
  installFakeFetch({
    'GET /v1/current/articles': () => oneArticle,
    'GET /v1/current/articles/1/affiliator_ranking': () => ({
      body: { data: [articleAffiliator], meta: { pager: { next: null } } },
    }),
    'GET /v1/current/magazine_affiliator_ranking': magazines,
  });

describe('ranking report: magazine affiliates', () => {
  it('shows a magazine row under its own heading: the マガジン label and title, 2 clicks, 1 purchase, 50 %, sales, commission', async () => {
    install(() => ({
      body: {
        data: [
          magazineRow(1),
          magazineRow(2, {
            magazineTitle: '昔のマガジン',
            magazineDeleted: true,
            name: '退会したユーザー',
            account: 'deleted_102',
            deleted: true,
            clicks: 0,
            salesCount: 0,
            conversion: 0,
            salesAmount: 0,
            commission: 0,
          }),
        ],
        meta: { pager: { next: null } },
      },
    }));
    renderReport();
    const section = await screen.findByRole('region', { name: 'マガジンの紹介者' });
    const [row, ended] = await within(section).findAllByTestId('ranking-magazine-row');
    const cells = within(row!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '1',
      '紹介者1 @aff1',
      'マガジンまとめて読む',
      '2',
      '1',
      '50%',
      '3,000円',
      '600円',
    ]);
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['順位', '紹介者', 'マガジン', 'クリック数', '件数', '購入率', '売上', '紹介料']);
    // A deleted affiliator by name only; a magazine no longer sold says so.
    expect(ended).toHaveTextContent('退会したユーザー');
    expect(ended).not.toHaveTextContent('@deleted_102');
    expect(ended).toHaveTextContent('昔のマガジン（販売終了）');
    // No extra-rate input on a magazine row (a magazine has no extra rate); the article table keeps its own.
    expect(within(section).queryByTestId('extra-rate')).not.toBeInTheDocument();
    const [articleRow] = await screen.findAllByTestId('ranking-row');
    expect(within(articleRow!).getByTestId('extra-rate')).toBeInTheDocument();
  });

  it('pages through the magazine affiliates, and says so when there are none', async () => {
    const fake = install(({ url }) =>
      url.searchParams.get('since') === '20'
        ? { body: { data: [magazineRow(21)], meta: { pager: { next: null } } } }
        : {
            body: {
              data: Array.from({ length: 20 }, (_, i) => magazineRow(i + 1)),
              meta: { pager: { next: '20' } },
            },
          },
    );
    renderReport();
    expect(await screen.findAllByTestId('ranking-magazine-row')).toHaveLength(20);
    await userEvent.click(screen.getByTestId('ranking-magazines-more'));
    expect(await screen.findAllByTestId('ranking-magazine-row')).toHaveLength(21);
    expect(screen.getAllByTestId('ranking-magazine-row')[20]).toHaveTextContent('紹介者21 @aff21');
    expect(screen.queryByTestId('ranking-magazines-more')).not.toBeInTheDocument();
    expect(
      fake.callsTo('GET /v1/current/magazine_affiliator_ranking').at(-1)!.url.searchParams.get('since'),
    ).toBe('20');

    install(() => ({ body: { data: [], meta: { pager: { next: null } } } }));
    renderReport();
    expect(await screen.findByTestId('ranking-magazines-empty')).toHaveTextContent(
      'マガジンの紹介リンクからのクリックや売上はまだありません。',
    );
  });

  it('a failed magazine load is said in its section; the article ranking stays', async () => {
    install(() => ({ status: 500, body: { code: 'internal', message: 'boom' } }));
    renderReport();
    const section = await screen.findByRole('region', { name: 'マガジンの紹介者' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'マガジンの紹介者を読み込めませんでした。',
    );
    expect(await screen.findAllByTestId('ranking-row')).toHaveLength(1);
  });
});
