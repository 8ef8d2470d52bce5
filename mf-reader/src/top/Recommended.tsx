/** Sidebar おすすめ: GET /v1/articles/recommended as a short list of links. */
import { FormattedMessage } from 'react-intl';
import { articlePath } from '../lib/ArticleCard';
import { InlineError } from '../lib/ErrorState';
import { useResource, useLoadingAttributes } from '../lib/hooks';
import { ListLink } from '../lib/ListLink';
import * as root from '../lib/root.css';
import { recommended } from './feeds';
import * as s from './top.css';

export function Recommended() {
  const loading = useLoadingAttributes();
  const { resource, retry } = useResource(recommended, '');
  return (
    <section aria-labelledby="reader-top-recommended" data-testid="recommended">
      <h2 id="reader-top-recommended" className={root.sectionTitle}>
        <FormattedMessage id="reader.top.recommended" />
      </h2>
      {resource.status === 'error' ? (
        <InlineError messageId="reader.list.error" onRetry={retry} />
      ) : resource.status !== 'ready' ? (
        <ul className={s.recommendedList} {...loading}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${s.recommendedItem} ${s.chipSkeleton}`} />
          ))}
        </ul>
      ) : resource.value && resource.value.length > 0 ? (
        <ol className={s.recommendedList}>
          {resource.value.map((a) => (
            <li key={a.id} className={s.recommendedItem}>
              <ListLink className={s.recommendedLink} to={articlePath(a)}>
                {a.title}
              </ListLink>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <FormattedMessage id="reader.top.recommendedEmpty" />
        </p>
      )}
    </section>
  );
}
