import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { InlineError } from '../lib/ErrorState';
import { useResource } from '../lib/hooks';
import * as root from '../lib/root.css';
import { categories } from './state';
import * as s from './top.css';

export function Categories() {
  const intl = useIntl();
  const { resource, retry } = useResource(categories, '');
  return (
    <section aria-labelledby="reader-top-categories">
      <h2 id="reader-top-categories" className={root.sectionTitle}>
        <FormattedMessage id="reader.top.categories" />
      </h2>
      {resource.status === 'error' ? (
        <InlineError messageId="errors.unknown" onRetry={retry} />
      ) : resource.status !== 'ready' ? (
        <ul className={s.chips} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={s.chipSkeleton} />
          ))}
        </ul>
      ) : resource.value && resource.value.length > 0 ? (
        <ul className={s.chips}>
          {resource.value.map((category) => (
            <li key={category.slug ?? category.name}>
              <Link
                className={s.chip}
                to={`/search?order=fav&category=${encodeURIComponent(category.slug ?? category.name)}`}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage id="reader.top.categoriesEmpty" />
        </p>
      )}
    </section>
  );
}
