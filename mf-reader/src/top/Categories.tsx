import { FormattedMessage } from 'react-intl';
import { InlineError } from '../lib/ErrorState';
import { useResource, useLoadingAttributes } from '../lib/hooks';
import * as root from '../lib/root.css';
import { CategoryChips } from './CategoryChips';
import { categories } from './state';
import * as s from './top.css';

export function Categories() {
  const loading = useLoadingAttributes();
  const { resource, retry } = useResource(categories, '');
  return (
    <section aria-labelledby="reader-top-categories">
      <h2 id="reader-top-categories" className={root.sectionTitle}>
        <FormattedMessage id="reader.top.categories" />
      </h2>
      {resource.status === 'error' ? (
        <InlineError messageId="errors.unknown" onRetry={retry} />
      ) : resource.status !== 'ready' ? (
        <ul className={s.chips} {...loading}>
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={s.chipSkeleton} />
          ))}
        </ul>
      ) : resource.value && resource.value.length > 0 ? (
        <CategoryChips categories={resource.value} />
      ) : (
        <p>
          <FormattedMessage id="reader.top.categoriesEmpty" />
        </p>
      )}
    </section>
  );
}
