import { EXTERNAL_LINK_REL, sanitizeParagraph } from './sanitize';

const clean = sanitizeParagraph;

describe('sanitizeParagraph: allowed content', () => {
  it('keeps the editor’s tags unchanged', () => {
    for (const html of [
      '<h2>見出し</h2>',
      '<p>本文です。<strong>重要</strong>な点と<code>npm test</code>。<br />改行</p>',
      '<ul><li>一つ目</li><li>二つ目</li></ul>',
      '<ol><li>手順</li></ol>',
      '<blockquote><p>引用</p></blockquote>',
      '<pre><code class="language-ts">const a = 1;</code></pre>',
      '<div><span>テキスト</span></div>',
      '<h1>大見出し</h1><h3>小見出し</h3>',
      '<p><img src="/uploads/items/a.png" alt="図" /></p>',
    ]) {
      expect(clean(html)).toBe(html);
    }
  });

  it('is idempotent', () => {
    const once = clean('<p onclick="x()">a &amp; b <a href="https://example.com/?a=1&b=2">link</a></p>');
    expect(clean(once)).toBe(once);
  });
});

describe('sanitizeParagraph: scripts and attributes', () => {
  it('drops script elements with their content', () => {
    expect(clean('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('drops event handlers and style attributes', () => {
    expect(clean('<img src="https://example.com/a.png" onerror="alert(1)" />')).toBe(
      '<img src="https://example.com/a.png" />',
    );
    expect(clean('<p style="position:fixed" onmouseover="x()">t</p>')).toBe('<p>t</p>');
  });

  it('removes tags outside the list but keeps their text', () => {
    expect(clean('<p><em>強調</em><u>下線</u></p>')).toBe('<p>強調下線</p>');
    expect(clean('<style>p{}</style><form><input value="x" />送信</form>')).toBe('送信');
  });

  it('refuses javascript:, data: and protocol-relative URLs', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=" />')).toBe('<img />');
    expect(clean('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="mailto:a@example.com" />')).toBe('<img />');
  });

  it('keeps an img src only when it is absolute http(s) or one of our uploads', () => {
    for (const kept of [
      'https://example.com/a.png',
      'HTTP://example.com/a.png',
      '/uploads/items/0123abcd.png',
      '/uploads/items/a_b-c.webp',
    ])
      expect(clean(`<img src="${kept}" />`)).toBe(`<img src="${kept}" />`);
    for (const dropped of [
      'ftp://example.com/a.png',
      'blob:https://example.com/1',
      'file:///etc/passwd',
      'cid:part1',
      'x-custom:anything',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '//evil.example/a.png',
      '\\\\evil.example/a.png',
      'http:/evil.example/a.png',
      '/v1/auth/sign_out',
      '/uploads/../v1/users/current',
      '/uploads/items/a.png?x=1',
      '../uploads/items/a.png',
      'a.png',
      '?x',
      '#x',
    ])
      expect([dropped, clean(`<img src="${dropped}" alt="a" />`)]).toEqual([dropped, '<img alt="a" />']);
    // Idempotent like everything else: the cleaned img stays as it is.
    expect(clean('<img alt="a" />')).toBe('<img alt="a" />');
  });

  it('drops classes other than the known ones', () => {
    expect(clean('<div class="evil embed-post-x">t</div>')).toBe('<div>t</div>');
    expect(clean('<span class="x">t</span>')).toBe('<span>t</span>');
  });
});

describe('sanitizeParagraph: links', () => {
  it('opens external links in a new tab without referrer or ranking credit', () => {
    expect(clean('<a href="https://example.com/" target="_self" rel="opener">外部</a>')).toBe(
      `<a href="https://example.com/" target="_blank" rel="${EXTERNAL_LINK_REL}">外部</a>`,
    );
  });

  it('leaves internal and mailto links in the same tab', () => {
    expect(clean('<a href="/u/sato/a/1" target="_blank">記事</a>')).toBe('<a href="/u/sato/a/1">記事</a>');
    expect(clean('<a href="mailto:info@example.com">連絡</a>')).toBe(
      '<a href="mailto:info@example.com">連絡</a>',
    );
  });
});

describe('sanitizeParagraph: iframes', () => {
  it('keeps YouTube and Vimeo players', () => {
    const yt =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe>';
    expect(clean(yt)).toBe(yt);
    const vimeo = '<iframe src="https://player.vimeo.com/video/76979871"></iframe>';
    expect(clean(vimeo)).toBe(vimeo);
  });

  it('removes iframes from any other host, including look-alikes', () => {
    for (const src of [
      'https://evil.example/embed/x',
      'https://youtube.com.evil.example/embed/x',
      'https://www.youtube.com.evil.example/embed/x',
      'https://www.youtube.com@evil.example/embed/x',
      'http://www.youtube.com/embed/x',
      'https://www.youtube.com/watch?v=x',
      'javascript:alert(1)',
      '/embed/x',
    ]) {
      expect(clean(`<p>a</p><iframe src="${src}">fallback</iframe>`)).toBe('<p>a</p>');
    }
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });
});

describe('sanitizeParagraph: embedded posts', () => {
  it('keeps a post embed with its URL normalised', () => {
    expect(clean('<div class="embed-post" data-url="https://x.com/jack/status/20?s=20">投稿</div>')).toBe(
      '<div class="embed-post" data-url="https://x.com/jack/status/20">投稿</div>',
    );
  });

  it('turns an embed with a bad URL into a plain div', () => {
    expect(clean('<div class="embed-post" data-url="https://x.com.evil.example/a/status/1">投稿</div>')).toBe(
      '<div>投稿</div>',
    );
    expect(clean('<div class="embed-post" data-url="javascript:alert(1)">t</div>')).toBe('<div>t</div>');
    expect(clean('<div data-url="https://x.com/jack/status/20">t</div>')).toBe('<div>t</div>');
  });
});

describe('sanitizeParagraph: videos and link cards', () => {
  it('keeps a video embed with a canonical player URL and drops a foreign one to a plain div', () => {
    const video =
      '<div class="embed-video" data-url="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">v</a></div>';
    expect(clean(video)).toBe(
      '<div class="embed-video" data-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer nofollow">v</a></div>',
    );
    expect(clean('<div class="embed-video" data-url="https://evil.example/embed/x">v</div>')).toBe(
      '<div>v</div>',
    );
  });

  it('keeps a link card with its part classes, refuses javascript: targets', () => {
    const card =
      '<div class="link-card" data-url="https://example.com/a"><a href="https://example.com/a"><img src="https://example.com/i.png" alt="" /><span class="link-card-title">T</span><span class="link-card-host" onclick="x()">example.com</span></a></div>';
    const out = clean(card);
    expect(out).toContain('<div class="link-card" data-url="https://example.com/a">');
    expect(out).toContain('<span class="link-card-title">T</span>');
    expect(out).not.toContain('onclick');
    expect(clean(out)).toBe(out);
    expect(clean('<div class="link-card" data-url="javascript:alert(1)">x</div>')).toBe('<div>x</div>');
    expect(clean('<span class="evil link-card-title">t</span>')).toBe(
      '<span class="link-card-title">t</span>',
    );
  });
});
