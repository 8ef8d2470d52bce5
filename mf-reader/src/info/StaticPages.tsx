/** /terms and /specified: static Japanese text (messages in shared/i18n, reader.terms.* / reader.specified.*). */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as s from './info.css';
import { InfoDoc } from './InfoDoc';

const termSections = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

export function TermsPage() {
  return (
    <InfoDoc page="TermsPage" title="reader.terms.title" lead="reader.terms.intro">
      {termSections.map((section) => (
        <section key={section} className={s.section}>
          <h2 className={s.heading}>
            <FormattedMessage id={`reader.terms.${section}.title`} />
          </h2>
          <p className={s.text}>
            <FormattedMessage id={`reader.terms.${section}.body`} />
          </p>
        </section>
      ))}
    </InfoDoc>
  );
}

const specifiedRows = [
  'seller',
  'address',
  'contact',
  'price',
  'fees',
  'payment',
  'delivery',
  'invoice',
  'returns',
] as const;

/** `<link>…</link>` in a value points at the contact form. */
const richValues = { link: (chunks: ReactNode) => <Link to="/inquiry">{chunks}</Link> };

export function SpecifiedPage() {
  return (
    <InfoDoc page="SpecifiedPage" title="reader.specified.title" lead="reader.specified.intro">
      <dl className={s.table}>
        {specifiedRows.map((row) => (
          <div key={row} className={s.row}>
            <dt className={s.term}>
              <FormattedMessage id={`reader.specified.${row}.label`} />
            </dt>
            <dd className={s.value}>
              <FormattedMessage id={`reader.specified.${row}.value`} values={richValues} />
            </dd>
          </div>
        ))}
      </dl>
    </InfoDoc>
  );
}
