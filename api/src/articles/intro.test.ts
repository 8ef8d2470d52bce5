import { introFromFreePart } from './visibility';

// The teaser of lists and OGP: the free part's text, entities decoded once.
test('the teaser decodes each entity once: an escaped entity the author typed stays as typed', () => {
  const body = [
    '<p>1 &lt; 2 &amp;&amp; a&nbsp;&quot;b&quot; &#39;c&#39;</p>',
    '<p>書き方: &amp;lt;p&amp;gt;</p>',
  ];
  expect(introFromFreePart(body, 0)).toBe(`1 < 2 && a "b" 'c' 書き方: &lt;p&gt;`);
});

test('the teaser never quotes the paid part', () => {
  expect(introFromFreePart(['<p>無料</p>', '<p>有料の本文</p>'], 1)).toBe('無料');
});
