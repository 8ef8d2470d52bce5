/**
 * Tabs of a list. `TabLinks`: each tab is a URL (search order, user page sortType) so back/forward and
 * shared links keep it. `TabButtons`: tabs that only switch what is shown (top page feeds).
 */
import { Link } from 'react-router';
import * as s from './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** What both kinds of tabs show: the tabs, the one selected, and the name of the group. */
interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  current: K;
  label: string;
}

type TabLinksProps<K extends string> = TabsProps<K> & { href: (key: K) => string };
type TabButtonsProps<K extends string> = TabsProps<K> & { onSelect: (key: K) => void };

export function TabLinks<K extends string>({ items, current, href, label }: TabLinksProps<K>) {
  return (
    <nav aria-label={label}>
      <ul className={s.tabs}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={s.tab}
              to={href(item.key)}
              aria-current={item.key === current ? 'page' : undefined}
              replace
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TabButtons<K extends string>({ items, current, onSelect, label }: TabButtonsProps<K>) {
  return (
    <div role="tablist" aria-label={label} className={s.tabs}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          className={s.tab}
          aria-selected={item.key === current}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
