/**
 * 「このマガジンに含まれています」 on an article page (issue 37): each magazine on sale that holds it, with its
 * title, link and price, shown beside the article's own price (in the paywall box for a non-buyer). Its
 * own chunk: only articles in a magazine download it.
 */
import { FormattedMessage } from 'react-intl';
import { ListLink } from '../lib/ListLink';
import type { MagazineSummaryView } from '../lib/types';
import { MagazinePrice } from './MagazineCards';
import { magazinePath } from './server';
import { withMagazineTexts } from './texts';
import * as s from './magazine.css';

function InMagazinesBody({ magazines }: { magazines: readonly MagazineSummaryView[] }) {
  return (
    <aside className={s.included} data-testid="in-magazines">
      <strong>
        <FormattedMessage id="magazine.included" />
      </strong>
      {magazines.map((m) => (
        <span key={m.id} data-part="row">
          <ListLink to={magazinePath(m.user.account, m.id)} data-testid="in-magazine-link">
            {m.title}
          </ListLink>
          <span data-part="note">
            <FormattedMessage id="reader.magazine.priceOfMagazine" />
          </span>
          <MagazinePrice price={m.price} />
          <span data-part="note">
            <FormattedMessage id="reader.magazine.articleCount" values={{ count: m.articlesCount }} />
          </span>
        </span>
      ))}
    </aside>
  );
}

export const InMagazines = withMagazineTexts(InMagazinesBody);
