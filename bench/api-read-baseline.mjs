// The raw baseline of bench/api-read.mjs: plain node:http + pg, no framework, running the SQL the API
// sends for an anonymous reader of GET /v1/articles/{id} and GET /v1/articles (built by the API's query
// code, see below) and shaping the same JSON (api/src/articles/visibility.ts, written out by hand).
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

// The statements, built by the API's own query code (api/scripts/bench-read-sql.ts; api-read.mjs passes
// them in SHIRUBE_BENCH_SQL): the article and its tags; the list as the API runs it — the page's ids and
// keyset keys, then those rows with author and category (`= any($1)`, the ids as one array).
const SQL = JSON.parse(process.env.SHIRUBE_BENCH_SQL);
const statements = {
  article: SQL.article,
  tags: SQL.tags,
  listKeys: SQL.listKeys.sql,
  rows: SQL.listRows,
};
const query = (name, values, rowMode, text = statements[name]) =>
  pool.query({
    text,
    values,
    rowMode,
    ...(prepared && statements[name] ? { name: `baseline_${name}` } : {}),
  });
const rowsByIds = (ids) => query('rows', [ids], 'array');

// Row (array mode: the joined tables repeat column names) → the record visibility.ts works on.
const at = Object.fromEntries(SQL.columns.map((name, i) => [name, i]));
const toRecord = (r) => ({
  article: Object.fromEntries(
    SQL.columns.filter((c) => c.startsWith('article.')).map((c) => [c.slice(8), r[at[c]]]),
  ),
  author: {
    account: r[at['author.account']],
    name: r[at['author.name']],
    imageUrl: r[at['author.imageUrl']],
    thumbnailUrl: r[at['author.thumbnailUrl']],
  },
  category:
    r[at['category.id']] === null
      ? null
      : { id: r[at['category.id']], name: r[at['category.name']], slug: r[at['category.slug']] },
});
const encodeCursor = (key) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

const lineOf = (count, line) => (Number.isInteger(line) && line > 0 && line < count ? line : -1);
const plainText = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
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
    discountCodeProblem: null,
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
    // The API's parameters, with its `now` placeholder bound to the request time.
    const params = SQL.listKeys.params.map((p) => (p && p.name === 'now' ? new Date().toISOString() : p));
    const keys = await query('listKeys', params, 'array');
    const ids = keys.rows.slice(0, 20).map((k) => k[0]);
    const next = keys.rows.length > 20 ? encodeCursor(keys.rows[19][1]) : null;
    const byId = new Map();
    if (ids.length > 0)
      for (const r of (await rowsByIds(ids)).rows) byId.set(r[at['article.id']], toRecord(r));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
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
