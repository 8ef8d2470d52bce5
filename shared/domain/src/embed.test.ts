import {
  classifyPastedUrl,
  isAllowedVideoEmbedUrl,
  normalizeEmbedPostUrl,
  normalizeLinkCardUrl,
  normalizeVideoEmbedUrl,
  videoWatchUrl,
} from './embed';

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

describe('classifyPastedUrl', () => {
  it('turns YouTube watch, short, shorts and embed URLs into a youtube-nocookie player', () => {
    const video = {
      kind: 'video',
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&si=tracking',
      ' https://youtu.be/dQw4w9WgXcQ?si=abc \n',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(classifyPastedUrl(url)).toEqual(video);
    }
    expect(classifyPastedUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90',
    });
  });

  it('turns Vimeo pages into the player URL', () => {
    expect(classifyPastedUrl('https://vimeo.com/76979871')).toEqual({
      kind: 'video',
      provider: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      watchUrl: 'https://vimeo.com/76979871',
    });
  });

  it('turns X posts into the canonical post URL with the query stripped', () => {
    expect(classifyPastedUrl('https://x.com/jack/status/20?s=46&t=abc')).toEqual({
      kind: 'post',
      url: 'https://x.com/jack/status/20',
    });
  });

  it('makes any other http(s) URL a link card, and look-alikes are only links', () => {
    expect(classifyPastedUrl('https://example.com/a?b=1')).toEqual({
      kind: 'link',
      url: 'https://example.com/a?b=1',
    });
    expect(classifyPastedUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'link',
      url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    });
    expect(classifyPastedUrl('https://evilyoutube-nocookie.com/embed/dQw4w9WgXcQ')?.kind).toBe('link');
  });

  it('leaves text, other schemes and URLs with credentials as pasted text', () => {
    for (const text of [
      'see https://example.com',
      'javascript:alert(1)',
      'ftp://example.com/x',
      'https://user:pw@example.com/',
      '',
      null,
    ]) {
      expect(classifyPastedUrl(text)).toBeNull();
    }
  });
});

describe('stored embed URLs', () => {
  it('canonicalises player URLs and refuses everything else', () => {
    expect(normalizeVideoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(normalizeVideoEmbedUrl('https://player.vimeo.com/video/1?h=x')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(normalizeVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(normalizeVideoEmbedUrl('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(videoWatchUrl('https://player.vimeo.com/video/1')).toBe('https://vimeo.com/1');
  });

  it('link card URLs are absolute http(s) without credentials', () => {
    expect(normalizeLinkCardUrl('https://example.com')).toBe('https://example.com/');
    expect(normalizeLinkCardUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkCardUrl('//example.com/x')).toBeNull();
    expect(normalizeLinkCardUrl('https://a:b@example.com/')).toBeNull();
  });
});
