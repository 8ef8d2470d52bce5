// Test helper of the search suites: articles whose search columns are written as publishing writes them.
import type { Database } from '../db/open';
import { insertArticle } from '../testing/fixtures';
import { searchColumns } from './document';

type Values = Parameters<typeof insertArticle>[2];

/** A published article: `free` paragraphs, then a paid part that must never be findable. */
export async function publish(
  db: Database,
  userId: number,
  title: string,
  free: string[],
  values: Values = {},
) {
  const body = [...free.map((t) => `<p>${t}</p>`), '<p>有料の秘密</p>', '<p>PAID-ONLY-WORD 裏技</p>'];
  return insertArticle(db, userId, {
    title,
    body,
    payArticleLine: free.length,
    ...searchColumns(title, body, free.length),
    ...values,
  });
}
