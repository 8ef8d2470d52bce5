import { isAllowedVideoEmbedUrl, normalizeEmbedPostUrl } from './embed';

describe('normalizeEmbedPostUrl', () => {
  it('accepts twitter.com and x.com status URLs and strips the query string', () => {
    expect(normalizeEmbedPostUrl('https://twitter.com/jack/status/20?s=20&t=abc')).toBe(
      'https://twitter.com/jack/status/20',
    );
    expect(normalizeEmbedPostUrl('https://x.com/Shirube_JP/status/1234567890123456789#m')).toBe(
      'https://x.com/Shirube_JP/status/1234567890123456789',
    );
  });

  it('folds www./mobile. hosts and http to the canonical https form', () => {
    expect(normalizeEmbedPostUrl('http://mobile.twitter.com/jack/status/20/')).toBe(
      'https://twitter.com/jack/status/20',
    );
    expect(normalizeEmbedPostUrl('https://www.x.com/jack/status/20')).toBe('https://x.com/jack/status/20');
  });

  it('rejects other hosts, look-alikes and non-numeric ids', () => {
    for (const url of [
      'https://twitter.com.evil.example/jack/status/20',
      'https://eviltwitter.com/jack/status/20',
      'https://x.com@evil.example/jack/status/20',
      'https://x.com/jack/status/abc',
      'https://x.com/jack',
      'https://x.com/jack/status/20/photo/1',
      'javascript:alert(1)//x.com/jack/status/20',
      'https://x.com:8443/jack/status/20',
      '',
      null,
    ]) {
      expect(normalizeEmbedPostUrl(url)).toBeNull();
    }
  });
});

describe('isAllowedVideoEmbedUrl', () => {
  it('allows YouTube embed pages and Vimeo player pages over https', () => {
    expect(isAllowedVideoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30')).toBe(true);
    expect(isAllowedVideoEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isAllowedVideoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(true);
  });

  it('refuses other paths, http, look-alike hosts and credentials', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com.evil.example/embed/x',
      'https://www.youtube.com@evil.example/embed/x',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/abc',
      'https://user:pw@player.vimeo.com/video/1',
    ]) {
      expect(isAllowedVideoEmbedUrl(url)).toBe(false);
    }
  });
});
