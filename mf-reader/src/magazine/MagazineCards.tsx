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
    <section className={s.section} aria-labelledby={id} data-testid="magazine-cards">
      <h2 className={s.heading} id={id}>
        <FormattedMessage id={headingId} />
      </h2>
      <ul className={s.cards}>
        {magazines.map((m) => (
          <li key={m.id}>
            <MagazineCard magazine={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MagazineCover({
  magazine,
  className,
}: {
  magazine: MagazineSummaryView;
  className?: string;
}) {
  const intl = useIntl();
  return magazine.coverImageUrl ? (
    <img
      className={className ?? s.cover}
      src={magazine.coverImageUrl}
      alt={intl.formatMessage({ id: 'reader.magazine.cover' }, { title: magazine.title })}
      loading="lazy"
    />
  ) : (
    <span className={s.coverPlaceholder} aria-hidden="true">
      <FormattedMessage id="reader.magazine.kind" />
    </span>
  );
}

function MagazineCard({ magazine }: { magazine: MagazineSummaryView }) {
  return (
    <ListLink
      to={magazinePath(magazine.user.account, magazine.id)}
      className={s.card}
      data-testid="magazine-card"
    >
      <MagazineCover magazine={magazine} />
      <h3 className={s.cardTitle}>{magazine.title}</h3>
      <span className={s.cardMeta}>
        <MagazinePrice price={magazine.price} />
        <FormattedMessage id="reader.magazine.articleCount" values={{ count: magazine.articlesCount }} />
      </span>
    </ListLink>
  );
}

/** 「無料」 for a free magazine, else the tax-included price. */
export function MagazinePrice({ price, className }: { price: number; className?: string }) {
  return price === 0 ? (
    <span className={className}>
      <FormattedMessage id="reader.magazine.free" />
    </span>
  ) : (
    <Price className={className} amount={price} taxIncluded />
  );
}
