/** A magazine page's head (issue 37): title, OGP and schema.org from the anonymous API answer; a missing
 *  magazine gets the site's meta (the page is then the 404). */
import { createServer, type Server } from 'node:http';
import { metaFor, renderHead } from './meta';
import { listen } from './testing';

const magazine = {
  id: 5,
  title: '週刊しるべ <特集>',
  description: '家計と副業の記事を\nまとめました。',
  coverImageUrl: '/uploads/covers/5.jpg',
  price: 800,
  user: { account: 'hanako', name: '山田花子' },
  articles: [
    { id: 11, user: { account: 'hanako' } },
    { id: 12, user: { account: 'hanako' } },
  ],
};

let api: Server;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((req, res) => {
    const found = req.url === '/v1/magazines/5';
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ? { data: magazine } : { code: 'not_found', message: 'x' }));
  });
  apiUrl = await listen(api);
});
afterAll(() => api.close());

const ORIGIN = 'https://shirube.example';

describe('magazine page meta', () => {
  it('puts the title, description, cover and a CreativeWorkSeries with its offer and articles in the head', async () => {
    const meta = await metaFor('/u/hanako/m/5', apiUrl, ORIGIN);
    const { title, tags } = renderHead(meta);
    expect(title).toBe('週刊しるべ <特集> | しるべ');
    expect(tags).toContain('<meta property="og:title" content="週刊しるべ &lt;特集&gt; | しるべ" />');
    expect(tags).toContain('<meta property="og:description" content="家計と副業の記事を まとめました。" />');
    expect(tags).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/covers/5.jpg" />`);
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/u/hanako/m/5" />`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)![1]!) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'CreativeWorkSeries',
      name: '週刊しるべ <特集>',
      author: { '@type': 'Person', name: '山田花子', url: `${ORIGIN}/u/hanako` },
      offers: { '@type': 'Offer', price: 800, priceCurrency: 'JPY' },
      isAccessibleForFree: false,
      hasPart: [
        { '@type': 'Article', url: `${ORIGIN}/u/hanako/a/11` },
        { '@type': 'Article', url: `${ORIGIN}/u/hanako/a/12` },
      ],
    });
    // The title's "<" cannot end the script element early.
    expect(tags).not.toContain('<特集>');
  });

  it('gives a missing magazine the site meta, no canonical', async () => {
    const meta = await metaFor('/u/hanako/m/6', apiUrl, ORIGIN);
    expect(meta).toMatchObject({ title: 'しるべ', type: 'website' });
    expect(meta.canonical).toBeUndefined();
    expect(meta.jsonLd).toBeUndefined();
  });
});
