/** `/`: new arrivals with 'もっと見る', categories and advertisements. */
import { FormattedMessage, useIntl } from 'react-intl';
import { ArticleList } from '../lib/ArticleList';
import { usePagedList } from '../lib/hooks';
import * as root from '../lib/root.css';
import { Advertisements } from './Advertisements';
import { Categories } from './Categories';
import { newArrivals } from './state';
import * as s from './top.css';

export function TopPage() {
  const intl = useIntl();
  const { list, retry, loadMore } = usePagedList(newArrivals, '');
  return (
    <div className={s.layout} data-page="TopPage">
      <section aria-labelledby="reader-top-new">
        <h2 id="reader-top-new" className={root.sectionTitle}>
          <FormattedMessage id="reader.top.newArrivals" />
        </h2>
        <ArticleList
          list={list}
          onRetry={retry}
          onMore={loadMore}
          label={intl.formatMessage({ id: 'reader.top.newArrivals' })}
        />
      </section>
      <aside className={s.side}>
        <Categories />
        <Advertisements />
      </aside>
    </div>
  );
}
