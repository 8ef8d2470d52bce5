/** Categories as chips (the top page's カテゴリ, search's suggestions), each linking to its most-liked articles. */
import { ListLink } from '../lib/ListLink';
import type { CategoryView } from '../lib/types';
import * as s from './top.css';

export function CategoryChips({ categories }: { categories: readonly CategoryView[] }) {
  return (
    <ul className={s.chips}>
      {categories.map((c) => (
        <li key={c.slug ?? c.name}>
          <ListLink
            className={s.chip}
            to={`/search?order=fav&category=${encodeURIComponent(c.slug ?? c.name)}`}
          >
            {c.name}
          </ListLink>
        </li>
      ))}
    </ul>
  );
}
