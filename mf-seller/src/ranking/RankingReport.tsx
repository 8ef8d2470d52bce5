/**
 * /dashboard/ranking_report: per article, the affiliates with referred sales (count, amount, commission)
 * and their extra rate; below, the affiliates of the author's magazines (MagazineRanking).
 */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AffiliatorRank, MyArticle } from '@shirube/api-contract';
import { bpToPercent, percentToBp, rateToBp, bpToRate } from '@shirube/domain/core';
import { Button, inputClass } from '@shirube/ui';
import * as b from '../bank/bank.css';
import { DashboardNav } from '../dashboard/DashboardNav';
import { DataTable } from '../lib/DataTable';
import { apiFieldErrors } from '../lib/fieldError';
import { DoneLine, ErrorLine, Loading, LoadStatus, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import * as s from '../sales/sales.css';
import { FIGURE_COLUMNS, FigureCells } from './FigureCells';
import { MagazineRanking } from './MagazineRanking';

function RateCell({
  articleId,
  row,
  onSaved,
}: {
  articleId: number;
  row: AffiliatorRank;
  onSaved: () => void;
}) {
  const client = useApiClient();
  const intl = useIntl();
  const [percent, setPercent] = useState(String(bpToPercent(rateToBp(row.additionalAffiliateRate))));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = () => {
    setError(null);
    setSaved(false);
    const value = Number(percent);
    const rate = bpToRate(percentToBp(Number.isFinite(value) ? value : -1));
    client.ranking
      .setAdditionalRate({
        params: { id: articleId, affiliatorId: row.affiliatorId },
        payload: { additionalAffiliateRate: { rate } },
      })
      .then(
        () => {
          setSaved(true);
          onSaved();
        },
        (e: unknown) =>
          setError(apiFieldErrors(intl, e)?.rate ?? intl.formatMessage({ id: 'errors.unknown' })),
      );
  };
  return (
    <td className={t.td}>
      <label className={b.hint} htmlFor={`rate-${row.affiliatorId}`}>
        <FormattedMessage id="seller.ranking.extraRate" />
      </label>{' '}
      <input
        id={`rate-${row.affiliatorId}`}
        type="number"
        min={0}
        step={0.1}
        inputMode="decimal"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        data-testid="extra-rate"
        className={`${inputClass} ${s.rateInput}`}
      />{' '}
      <Button variant="secondary" onClick={save} data-testid="extra-rate-save">
        <FormattedMessage id="seller.ranking.save" />
      </Button>
      <DoneLine shown={saved} id="seller.ranking.saved" />
      <ErrorLine text={error} />
    </td>
  );
}

/** The table's headings, in the order of RankRow's cells. */
const COLUMNS = [
  { id: 'seller.ranking.rank' },
  { id: 'seller.ranking.affiliator' },
  ...FIGURE_COLUMNS,
  { id: 'seller.ranking.extraRate' },
];

/** One affiliate: rank, who, referred sales (count, amount, commission), the extra rate to set. */
function RankRow({
  rank,
  row,
  articleId,
  onSaved,
}: {
  rank: number;
  row: AffiliatorRank;
  articleId: number;
  onSaved: () => void;
}) {
  return (
    <tr data-testid="ranking-row">
      <td className={t.td}>{rank}</td>
      <td className={t.td}>{row.deleted ? row.name : `${row.name} @${row.account}`}</td>
      <FigureCells row={row} conversionTestId="ranking-conversion" />
      {row.deleted ? (
        // A deleted account earns nothing more: no rate to set (the API refuses one too).
        <td className={t.td} data-testid="rate-deleted">
          <FormattedMessage id="seller.ranking.deletedUser" />
        </td>
      ) : (
        <RateCell articleId={articleId} row={row} onSaved={onSaved} />
      )}
    </tr>
  );
}

/** Every page of the author's articles (20 a page): the picker offers all published ones, not the first 20. */
async function allPublished(client: ReturnType<typeof useApiClient>): Promise<MyArticle[]> {
  const published: MyArticle[] = [];
  let since: string | null | undefined;
  for (let page = 0; page < MAX_ARTICLE_PAGES && since !== null; page++) {
    const r = await client.current.myArticles({ query: since ? { since } : {} });
    published.push(...r.data.filter((a) => a.status === 'published'));
    since = r.meta.pager.next;
  }
  return published;
}
const MAX_ARTICLE_PAGES = 100;

export function RankingReport() {
  const client = useApiClient();
  const intl = useIntl();
  const [articles, setArticles] = useState<readonly MyArticle[] | null>(null);
  const [articleId, setArticleId] = useState<number | null>(null);
  const [rows, setRows] = useState<readonly AffiliatorRank[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    allPublished(client).then(
      (published) => {
        setArticles(published);
        setArticleId(published[0]?.id ?? null);
      },
      () => setFailed(true),
    );
  }, [client]);
  /** The first page again (after a rate is saved, or another article is chosen). */
  const load = useCallback(() => {
    if (articleId === null) return;
    client.ranking.affiliatorRanking({ params: { id: articleId }, query: {} }).then(
      (r) => {
        setRows(r.data);
        setNext(r.meta.pager.next);
      },
      () => setFailed(true),
    );
  }, [client, articleId]);
  useEffect(load, [load]);
  const more = () => {
    if (articleId === null || next === null) return;
    setLoadingMore(true);
    client.ranking.affiliatorRanking({ params: { id: articleId }, query: { since: next } }).then(
      (r) => {
        setRows((shown) => [...(shown ?? []), ...r.data]);
        setNext(r.meta.pager.next);
        setLoadingMore(false);
      },
      () => {
        setLoadingMore(false);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <DashboardNav />
      <PageTitle id="seller.nav.rankingReport" />
      <LoadStatus loading={!articles} failed={failed} />
      {articles?.length === 0 && (
        <p data-testid="ranking-no-articles">
          <FormattedMessage id="seller.ranking.noArticles" />
        </p>
      )}
      {articles && articles.length > 0 && (
        <div className={t.toolbar}>
          <label htmlFor="ranking-article">
            <FormattedMessage id="seller.ranking.article" />
          </label>
          <select
            id="ranking-article"
            className={inputClass}
            value={articleId ?? ''}
            onChange={(e) => {
              setRows(null);
              setArticleId(Number(e.target.value));
            }}
            aria-label={intl.formatMessage({ id: 'seller.ranking.choose' })}
          >
            {articles.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={s.note}>
        <FormattedMessage id="seller.ranking.hint" />
      </p>
      {articleId !== null && !rows && !failed && <Loading />}
      {rows?.length === 0 && (
        <p data-testid="ranking-empty">
          <FormattedMessage id="seller.ranking.empty" />
        </p>
      )}
      {rows && rows.length > 0 && articleId !== null && (
        <DataTable labelId="seller.nav.rankingReport" columns={COLUMNS}>
          {rows.map((row, i) => (
            <RankRow key={row.affiliatorId} rank={i + 1} row={row} articleId={articleId} onSaved={load} />
          ))}
        </DataTable>
      )}
      {rows && next !== null && (
        <Button variant="secondary" onClick={more} disabled={loadingMore} data-testid="ranking-more">
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
      <MagazineRanking />
    </>
  );
}
