// Prints (JSON) the SQL the API sends for an anonymous reader of GET /v1/articles/{id} and GET
// /v1/articles, built by the API's own query code, so bench/api-read-baseline.mjs runs exactly the same
// statements. Run by bench/api-read.mjs: `node --import tsx api/scripts/bench-read-sql.ts`.
import { and, Column, eq, is, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { articlesByIdsQuery, NEW_ORDER } from '../src/articles/lists';
import { listable, PAGE_SIZE, recordColumns } from '../src/articles/queries';
import { articles, articleTags, categories, tags, users } from '../src/db/schema';
import { cursorColumn, orderBy } from '../src/lists/keyset';

const db = drizzle.mock();
const records = () =>
  db
    .select(recordColumns)
    .from(articles)
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId));

const out = {
  article: records()
    .where(eq(articles.id, sql.placeholder('id')))
    .limit(1)
    .toSQL().sql,
  tags: db
    .select({ name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, sql.placeholder('id')))
    .toSQL().sql,
  listKeys: db
    .select({ id: articles.id, cursor: cursorColumn(NEW_ORDER) })
    .from(articles)
    .where(and(listable(sql.placeholder('now')), undefined))
    .orderBy(...orderBy(NEW_ORDER))
    .limit(PAGE_SIZE + 1)
    .toSQL(),
  // The list's second statement: the page's rows, the ids as one array parameter.
  listRows: articlesByIdsQuery(db).toSQL().sql,
  // Column order of the selected row: the article's columns, then the author's, then the category's.
  columns: [
    ...Object.entries(recordColumns.article)
      .filter(([, c]) => is(c, Column))
      .map(([k]) => `article.${k}`),
    ...Object.keys(recordColumns.author).map((k) => `author.${k}`),
    ...Object.entries(recordColumns.category)
      .filter(([, c]) => is(c, Column))
      .map(([k]) => `category.${k}`),
  ],
};
process.stdout.write(JSON.stringify(out));
