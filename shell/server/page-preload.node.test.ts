import type { LiveReleases } from './live-remotes';
import type { SessionView } from '@shirube/shell-contract';
import { preloadTags, serverRenders } from './page';

const releases: LiveReleases = {
  mf_seller: {
    version: '1.0.0-s1',
    webEntry: '/remotes/mf_seller/1.0.0-s1/static/js/mf_seller.js',
    nodeEntry: null,
    pages: {
      js: ['/remotes/mf_seller/1.0.0-s1/static/js/async/pages.js'],
      css: ['/remotes/mf_seller/1.0.0-s1/static/css/pages.css'],
      lazyCss: ['/remotes/mf_seller/1.0.0-s1/static/css/async/notice.css'],
    },
  },
};

test('a browser-rendered remote page blocks nothing: its styles are preloaded, not linked as stylesheets', () => {
  const tags = preloadTags(releases, 'mf_seller');
  expect(tags).toEqual([
    '<link rel="preload" as="style" href="/remotes/mf_seller/1.0.0-s1/static/css/pages.css" />',
    '<link rel="preload" as="script" href="/remotes/mf_seller/1.0.0-s1/static/js/mf_seller.js" />',
    '<link rel="preload" as="script" href="/remotes/mf_seller/1.0.0-s1/static/js/async/pages.js" />',
  ]);
  expect(tags.join('')).not.toContain('rel="stylesheet"');
});

test('a server-rendered page links its styles, those of its on-demand chunks too, so its HTML paints styled', () => {
  const tags = preloadTags(releases, 'mf_seller', true);
  // The deadline's script comes first: a script after a pending stylesheet would wait for it.
  expect(tags[0]).toMatch(/^<script>.*<\/script>$/);
  expect(tags.slice(1, 3)).toEqual([
    '<link rel="stylesheet" href="/remotes/mf_seller/1.0.0-s1/static/css/pages.css" data-css-deadline />',
    // A component the server rendered from a shared chunk (the top page's notice) paints styled.
    '<link rel="stylesheet" href="/remotes/mf_seller/1.0.0-s1/static/css/async/notice.css" data-css-deadline />',
  ]);
});

test("the server renders reader pages for everyone and the editor's for a signed-in author only", () => {
  const signedOut: SessionView = { status: 'signedOut' };
  const signedIn: SessionView = {
    status: 'signedIn',
    user: {
      id: 1,
      account: 'hanako',
      name: '花子',
      imageUrl: null,
      thumbnailUrl: null,
      isAdmin: false,
      paymentProvider: null,
    },
  };
  expect(serverRenders('mf_reader', signedOut)).toBe(true);
  expect(serverRenders('mf_editor', signedIn)).toBe(true);
  // Signed out, the browser's guard sends the visitor to sign in.
  expect(serverRenders('mf_editor', signedOut)).toBe(false);
  expect(serverRenders('mf_seller', signedIn)).toBe(false);
});
