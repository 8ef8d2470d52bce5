// The raw baseline of bench/api-read.mjs: plain node:http + pg, no framework, running the SQL the API
// sends for an anonymous reader of GET /v1/articles/{id} and GET /v1/articles (text copied from
// drizzle's output) and shaping the same JSON (api/src/articles/visibility.ts, written out by hand).
// bench/api-read.mjs checks that both servers answer the same bodies before it measures anything.
// Env: DATABASE_URL, PORT, HOST (127.0.0.1), POOL_MAX (10, as api/src/db/open.ts), PREPARED=1 to name
// the statements (the API's prepared statements; default: unnamed, what a raw server would write).
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX || 10),
});
pool.on('error', (error) => console.error('[baseline] idle client error:', error.message));
const prepared = process.env.PREPARED === '1';

const recordSelect =
  'select "articles"."id", "articles"."user_id", "articles"."category_id", "articles"."title", "articles"."body", "articles"."pay_article_line", "articles"."price", "articles"."discounted_price", "articles"."sales_count", "articles"."sold_count", "articles"."is_sales_unlimited", "articles"."affiliate_rate_bp", "articles"."affiliatable_only_purchaser", "articles"."status", "articles"."inspect_status", "articles"."eyecatch_image_path", "articles"."reserve_publish_type", "articles"."published_at", "articles"."point_sum", "articles"."reviews_count", "articles"."search_text", "articles"."deleted_at", "articles"."created_at", "articles"."updated_at", "users"."id", "users"."account", "users"."name", "users"."image_url", "users"."thumbnail_url", "categories"."id", "categories"."name", "categories"."slug", "categories"."position" from "articles" inner join "users" on "users"."id" = "articles"."user_id" left join "categories" on "categories"."id" = "articles"."category_id"';
const SQL = {
  article: `${recordSelect} where "articles"."id" = $1 limit $2`,
  tags: 'select "tags"."name" from "article_tags" inner join "tags" on "tags"."id" = "article_tags"."tag_id" where "article_tags"."article_id" = $1',
  list: `${recordSelect} where ("articles"."status" = $1 and "articles"."inspect_status" <> $2 and "articles"."deleted_at" is null and "articles"."published_at" <= $3) order by "articles"."published_at" desc, "articles"."id" desc limit $4`,
};
const query = (name, values, rowMode) =>
  pool.query({ text: SQL[name], values, rowMode, ...(prepared ? { name: `baseline_${name}` } : {}) });

// Row (array mode: the joined tables repeat column names) → the record visibility.ts works on.
const toRecord = (r) => ({
  article: {
    id: r[0],
    userId: r[1],
    title: r[3],
    body: r[4],
    payArticleLine: r[5],
    price: r[6],
    discountedPrice: r[7],
    salesCount: r[8],
    soldCount: r[9],
    isSalesUnlimited: r[10],
    affiliateRateBp: r[11],
    affiliatableOnlyPurchaser: r[12],
    status: r[13],
    inspectStatus: r[14],
    eyecatchImagePath: r[15],
    reservePublishType: r[16],
    publishedAt: r[17],
    pointSum: r[18],
    reviewsCount: r[19],
    deletedAt: r[21],
    updatedAt: r[23],
  },
  author: { account: r[25], name: r[26], imageUrl: r[27], thumbnailUrl: r[28] },
  category: r[29] === null ? null : { id: r[29], name: r[30], slug: r[31] },
});

const lineOf = (count, line) => (Number.isInteger(line) && line > 0 && line < count ? line : -1);
const plainText = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
const uploadUrl = (path) => (path ? (/^https?:\/\//.test(path) ? path : `/uploads/${path}`) : null);

function summary({ article: a, author, category }) {
  const line = lineOf(a.body.length, a.payArticleLine);
  const free = line === -1 ? a.body : a.body.slice(0, line);
  const text = plainText(free.join(' '));
  const eyecatch = uploadUrl(a.eyecatchImagePath);
  return {
    id: a.id,
    title: a.title,
    introBody: text.length > 120 ? `${text.slice(0, 119)}…` : text,
    eyecatchImageUrl: eyecatch,
    eyecatchThumbnailUrl: eyecatch,
    price: a.price,
    discountedPrice: a.discountedPrice !== null && a.discountedPrice < a.price ? a.discountedPrice : null,
    salesCount: a.salesCount,
    availableSalesCount: Math.max(0, a.salesCount - a.soldCount),
    isSalesUnlimited: a.isSalesUnlimited,
    affiliateRate: a.affiliateRateBp / 10000,
    affiliatableOnlyPurchaser: a.affiliatableOnlyPurchaser,
    point: a.reviewsCount > 0 ? Math.round((a.pointSum / a.reviewsCount) * 10) / 10 : 0,
    reviewsCount: a.reviewsCount,
    isPurchased: false,
    publishedAt: a.publishedAt ? a.publishedAt.toISOString() : null,
    user: {
      account: author.account,
      name: author.name,
      thumbnailUrl: author.thumbnailUrl ?? author.imageUrl,
    },
    category,
  };
}

const inspect = (s) => (['none', 'review', 'approved', 'rejected'].includes(s) ? s : 'none');

// An anonymous reader: free paragraphs only; drafts, deleted, future and under-review articles are hidden.
function article(record, tags) {
  const a = record.article;
  const line = lineOf(a.body.length, a.payArticleLine);
  const free = line === -1 ? a.body : a.body.slice(0, line);
  return {
    ...summary(record),
    body: free,
    payArticleLine: line,
    paidParagraphsCount: line === -1 ? 0 : a.body.length - line,
    purchasedAt: null,
    isOwner: false,
    isReviewed: false,
    isDeleted: a.deletedAt !== null,
    status: a.status === 'published' ? 'published' : 'draft',
    inspectStatus: inspect(a.inspectStatus),
    hasDiscountCode: false,
    reservePublishType: a.reservePublishType,
    tags,
    timestamp: a.updatedAt.toISOString(),
  };
}

const hidden = (a) =>
  a.deletedAt ||
  a.inspectStatus === 'review' ||
  a.status !== 'published' ||
  !a.publishedAt ||
  a.publishedAt > new Date();

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function handle(req, res) {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === '/v1/articles') {
    const { rows } = await query('list', ['published', 'review', new Date().toISOString(), 21], 'array');
    const page = rows.slice(0, 20).map(toRecord);
    const next = rows.length > 20 ? String(page[19].article.id) : null;
    return send(res, 200, { data: page.map(summary), meta: { pager: { next } } });
  }
  const m = /^\/v1\/articles\/([0-9]+)$/.exec(path);
  if (m) {
    const id = Number(m[1]);
    const { rows } = await query('article', [id, 1], 'array');
    const record = rows[0] ? toRecord(rows[0]) : null;
    if (!record) return send(res, 404, { code: 'not_found', message: 'The article does not exist' });
    const tags = await query('tags', [id]);
    if (hidden(record.article))
      return send(res, 404, { code: 'not_found', message: 'The article does not exist' });
    return send(res, 200, {
      data: article(
        record,
        tags.rows.map((t) => t.name),
      ),
    });
  }
  send(res, 404, { code: 'not_found', message: 'No route' });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error('[baseline]', error);
    if (!res.headersSent) send(res, 500, { code: 'internal', message: 'Internal error' });
  });
});
server.listen(Number(process.env.PORT), process.env.HOST || '127.0.0.1', () =>
  console.log(`baseline listening on ${process.env.HOST || '127.0.0.1'}:${process.env.PORT}`),
);
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
