/** Magazines as cards (the user page, search): cover, title, price and article count, linking to the
 *  magazine page. Renders nothing for an empty list — the section is only there when it has some. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@shirube/ui';
import { ListLink } from '../lib/ListLink';
import type { MagazineSummaryView } from '../lib/types';
import { magazinePath } from './server';
import * as s from './magazine.css';

export function MagazineCards({
  magazines,
  headingId,
}: {
  magazines: readonly MagazineSummaryView[];
  headingId: string;
}) {
  const id = useId();
  if (magazines.length === 0) return null;
  return (
    <section className={s.cards} aria-labelledby={id} data-testid="magazine-cards">
      <h2 data-part="heading" id={id}>
        <FormattedMessage id={headingId} />
      </h2>
      <ul data-part="grid">
        {magazines.map((m) => (
          <li key={m.id}>
            <MagazineCard magazine={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MagazineCover({ magazine }: { magazine: MagazineSummaryView }) {
  const intl = useIntl();
  return magazine.coverImageUrl ? (
    <img
      data-part="cover"
      src={magazine.coverImageUrl}
      alt={intl.formatMessage({ id: 'reader.magazine.cover' }, { title: magazine.title })}
      loading="lazy"
    />
  ) : (
    <span data-part="coverPlaceholder" aria-hidden="true">
      <FormattedMessage id="reader.magazine.kind" />
    </span>
  );
}

function MagazineCard({ magazine }: { magazine: MagazineSummaryView }) {
  return (
    <ListLink
      to={magazinePath(magazine.user.account, magazine.id)}
      data-part="card"
      data-testid="magazine-card"
    >
      <MagazineCover magazine={magazine} />
      <h3 data-part="cardTitle">{magazine.title}</h3>
      <span data-part="cardMeta">
        <MagazinePrice price={magazine.price} />
        <FormattedMessage id="reader.magazine.articleCount" values={{ count: magazine.articlesCount }} />
      </span>
    </ListLink>
  );
}

/** 「無料」 for a free magazine, else the tax-included price. */
export function MagazinePrice({ price, part }: { price: number; part?: string }) {
  return (
    <span data-part={part}>
      {price === 0 ? <FormattedMessage id="reader.magazine.free" /> : <Price amount={price} taxIncluded />}
    </span>
  );
}
