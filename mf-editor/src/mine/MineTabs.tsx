// 記事 | マガジン under 記事の管理: two links (each tab is a URL the author can bookmark or share with
// support), the shown one marked aria-current.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as t from './tabs.css';

const TABS = [
  { key: 'articles', to: '/my_articles', id: 'editor.tabs.articles' },
  { key: 'magazines', to: '/my_articles?tab=magazines', id: 'editor.tabs.magazines' },
] as const;

export function MineTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  const intl = useIntl();
  return (
    <nav className={t.tabs} aria-label={intl.formatMessage({ id: 'editor.tabs.label' })}>
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={t.tab}
          aria-current={tab.key === current ? 'page' : undefined}
          data-testid={`mine-tab-${tab.key}`}
        >
          <FormattedMessage id={tab.id} />
        </Link>
      ))}
    </nav>
  );
}
