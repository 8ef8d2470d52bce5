/**
 * The ranking report's magazine section (issue 36 for magazines): who sells the author's magazines
 * through their magazine links. A section of its own rather than rows in the article table: that table
 * belongs to the article chosen in the picker and carries the extra-rate input, which a magazine has
 * not; this one covers every magazine of the author at once, each row naming its magazine.
 */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MagazineAffiliatorRank } from '@shirube/api-contract';
import { Button } from '@shirube/ui';
import { DataTable } from '../lib/DataTable';
import { ErrorLine, Loading } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import * as s from '../sales/sales.css';
import { FIGURE_COLUMNS, FigureCells } from './FigureCells';
import * as r from './ranking.css';

/** The headings, in the order of MagazineRow's cells. */
const COLUMNS = [
  { id: 'seller.ranking.rank' },
  { id: 'seller.ranking.affiliator' },
  { id: 'seller.rankingMagazines.magazine' },
  ...FIGURE_COLUMNS,
];

function MagazineRow({ rank, row }: { rank: number; row: MagazineAffiliatorRank }) {
  return (
    <tr data-testid="ranking-magazine-row">
      <td className={t.td}>{rank}</td>
      <td className={t.td}>{row.deleted ? row.name : `${row.name} @${row.account}`}</td>
      <td className={t.td}>
        <span className={r.kind}>
          <FormattedMessage id="seller.rankingMagazines.kind" />
        </span>
        {row.magazineTitle}
        {row.magazineDeleted && (
          <span className={r.ended}>
            <FormattedMessage id="seller.rankingMagazines.ended" />
          </span>
        )}
      </td>
      <FigureCells row={row} conversionTestId="ranking-magazine-conversion" />
    </tr>
  );
}

export function MagazineRanking() {
  const client = useApiClient();
  const intl = useIntl();
  const [rows, setRows] = useState<readonly MagazineAffiliatorRank[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Its own failure line: the article ranking above stays usable when only this part fails.
  const [failed, setFailed] = useState(false);
  const page = useCallback(
    (since: string | null) =>
      client.ranking.magazineAffiliatorRanking({ query: since ? { since } : {} }).then(
        (answer) => {
          setRows((shown) => (since ? [...(shown ?? []), ...answer.data] : answer.data));
          setNext(answer.meta.pager.next);
        },
        () => setFailed(true),
      ),
    [client],
  );
  useEffect(() => void page(null), [page]);
  const more = () => {
    setLoadingMore(true);
    void page(next).finally(() => setLoadingMore(false));
  };
  return (
    <section aria-labelledby="ranking-magazines-title" data-testid="ranking-magazines">
      <h2 id="ranking-magazines-title" className={r.sectionTitle}>
        <FormattedMessage id="seller.rankingMagazines.title" />
      </h2>
      <p className={s.note}>
        <FormattedMessage id="seller.rankingMagazines.lead" />
      </p>
      <ErrorLine text={failed ? intl.formatMessage({ id: 'seller.rankingMagazines.failed' }) : null} />
      {!rows && !failed && <Loading />}
      {rows?.length === 0 && (
        <p data-testid="ranking-magazines-empty">
          <FormattedMessage id="seller.rankingMagazines.empty" />
        </p>
      )}
      {rows && rows.length > 0 && (
        <DataTable labelId="seller.rankingMagazines.title" columns={COLUMNS}>
          {rows.map((row, i) => (
            <MagazineRow key={`${row.magazineId}-${row.affiliatorId}`} rank={i + 1} row={row} />
          ))}
        </DataTable>
      )}
      {rows && next !== null && (
        <Button
          variant="secondary"
          onClick={more}
          disabled={loadingMore}
          data-testid="ranking-magazines-more"
        >
          <FormattedMessage id="seller.history.more" />
        </Button>
      )}
    </section>
  );
}
