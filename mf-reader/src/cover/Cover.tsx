/** The generated cover (./cover.ts) in the eyecatch's place: the title on the category's colour. */
import type { ArticleCardView } from '../lib/types';
import { coverColours } from './cover';
import * as s from './cover.css';

export function GeneratedCover({ article, className }: { article: ArticleCardView; className?: string }) {
  return (
    <span
      className={[className, s.cover].filter(Boolean).join(' ')}
      style={coverColours(article.category, article.id)}
      data-testid="generated-cover"
      aria-hidden="true"
    >
      {/* Drawn from the attribute by CSS: the card's heading already says the title once. */}
      <span className={s.title} data-title={article.title} />
    </span>
  );
}
