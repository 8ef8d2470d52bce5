/**
 * `/search?q=…&order=new|fav&category=slug`: results by cursor ('もっと見る'), order tabs, a category
 * filter, the result count, and an empty state with suggestions. Without q, a chosen category is
 * listed on its own (search_by_category); with neither, the page asks for a keyword.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ArticleList } from '../lib/ArticleList';
import { InlineError } from '../lib/ErrorState';
import { usePagedList, useResource } from '../lib/hooks';
import * as root from '../lib/root.css';
import { TabLinks } from '../lib/Tabs';
import type { CategoryView, SearchOrder } from '../lib/types';
import { categories as categoryAtoms } from '../top/state';
import { CategoryChips } from '../top/CategoryChips';
import { parseOrder, searchKey, searchResults } from './state';
import { FoundMagazines } from '../magazine/MagazineSections';
import { inputClass } from '@shirube/ui';
import * as s from './search.css';

const ORDERS: readonly SearchOrder[] = ['fav', 'new'];

export function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const order = parseOrder(params.get('order'));
  const category = params.get('category') ?? '';
  const { resource: cats } = useResource(categoryAtoms, '');
  const categoryList: readonly CategoryView[] = cats.status === 'ready' ? (cats.value ?? []) : [];
  const categoryName = categoryList.find((c) => c.slug === category)?.name ?? category;

  const href = (next: { order?: SearchOrder; category?: string }) => {
    const p = new URLSearchParams();
    if (q) p.set('q', q);
    p.set('order', next.order ?? order);
    const c = next.category ?? category;
    if (c) p.set('category', c);
    return `/search?${p.toString()}`;
  };

  return (
    <div data-page="SearchPage">
      <div className={s.header}>
        <h1 className={s.title}>
          {q ? (
            <FormattedMessage id="reader.search.resultsFor" values={{ q }} />
          ) : category ? (
            <FormattedMessage id="reader.search.inCategory" values={{ category: categoryName }} />
          ) : (
            <FormattedMessage id="reader.search.heading" />
          )}
        </h1>
      </div>
      {q || category ? (
        <>
          {q && <FoundMagazines q={q} />}
          <div className={s.filters}>
            <label className={s.filterLabel} htmlFor="reader-search-category">
              <FormattedMessage id="reader.search.categoryLabel" />
            </label>
            <select
              id="reader-search-category"
              className={`${inputClass} ${s.select}`}
              value={category}
              onChange={(e) => void navigate(href({ category: e.target.value }), { replace: true })}
            >
              <option value="">{intl.formatMessage({ id: 'reader.search.category.all' })}</option>
              {categoryList.map((c) => (
                <option key={c.slug ?? c.name} value={c.slug ?? c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <TabLinks
            label={intl.formatMessage({ id: 'reader.search.orderLabel' })}
            items={ORDERS.map((key) => ({
              key,
              label: intl.formatMessage({ id: `reader.search.order.${key}` }),
            }))}
            current={order}
            href={(key) => href({ order: key })}
          />
          <Results q={q} order={order} category={category} categories={categoryList} />
        </>
      ) : (
        <Suggestions messageId="reader.search.prompt" categories={categoryList} />
      )}
    </div>
  );
}

function Results(props: {
  q: string;
  order: SearchOrder;
  category: string;
  categories: readonly CategoryView[];
}) {
  const intl = useIntl();
  const { list, retry, loadMore } = usePagedList(
    searchResults,
    searchKey({ q: props.q, order: props.order, category: props.category }),
  );
  if (list.status === 'error' && list.error?.status === 400) {
    const id = props.q ? 'reader.search.invalidQuery' : 'reader.search.invalidCategory';
    return (
      <p role="alert" className={s.tips}>
        <FormattedMessage id={id} />
      </p>
    );
  }
  if (list.status === 'error') return <InlineError messageId="reader.list.error" onRetry={retry} />;
  if (list.status === 'ready' && list.items.length === 0) {
    return (
      <Suggestions
        messageId={props.q ? 'reader.search.empty' : 'reader.search.emptyCategory'}
        q={props.q}
        categories={props.categories}
        tips
      />
    );
  }
  const total = list.status === 'ready' ? list.meta?.total : undefined;
  return (
    <section aria-labelledby="reader-search-results">
      <h2 id="reader-search-results" className={root.sectionTitle}>
        {total === undefined ? (
          <FormattedMessage id="common.loading" />
        ) : (
          <span data-testid="search-count">
            <FormattedMessage
              id={list.meta?.totalCapped ? 'reader.search.countCapped' : 'reader.search.count'}
              values={{ count: total }}
            />
          </span>
        )}
      </h2>
      <ArticleList
        list={list}
        onRetry={retry}
        onMore={loadMore}
        label={intl.formatMessage({ id: 'reader.search.heading' })}
      />
    </section>
  );
}

function Suggestions({
  messageId,
  q,
  categories,
  tips,
}: {
  messageId: string;
  q?: string;
  categories: readonly CategoryView[];
  tips?: boolean;
}) {
  return (
    <div className={s.empty} data-testid="search-empty">
      <p className={s.emptyTitle}>
        <FormattedMessage id={messageId} values={{ q }} />
      </p>
      {tips && (
        <p className={s.tips}>
          <FormattedMessage id="reader.search.tips" />
        </p>
      )}
      {categories.length > 0 && (
        <>
          <p className={s.tips}>
            <FormattedMessage id="reader.search.suggestions" />
          </p>
          <CategoryChips categories={categories} />
        </>
      )}
    </div>
  );
}
