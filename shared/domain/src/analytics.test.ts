import { classifySource, conversionRate, isBotUserAgent, isPrefetch, viewDay, viewDayAt } from './analytics';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('view rules', () => {
  it('a view day is the Tokyo calendar day', () => {
    expect(viewDay(new Date('2026-11-28T14:59:59Z'))).toBe('2026-11-28');
    expect(viewDay(new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-29');
  });

  it('the remembered day agrees with viewDay on both sides of every edge, in any order', () => {
    const edge = Date.parse('2026-11-28T15:00:00Z');
    const times = [edge - 1, edge, edge + 1, edge - 86_400_000, edge - 86_400_001, edge + 86_399_999];
    for (const ms of [...times, ...times.reverse(), 0, Date.parse('2000-02-29T23:00:00Z')])
      expect(viewDayAt(ms)).toBe(viewDay(new Date(ms)));
  });

  it('bots, link previews, headless browsers and a missing agent are not readers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Twitterbot/1.0',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      'node', // undici's default agent: a script, not a browser
      '',
      null,
    ])
      expect([ua, isBotUserAgent(ua)]).toEqual([ua, true]);
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe(false);
  });

  it('prefetch and prerender requests are recognised by any of their headers', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name];
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetch(headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({ 'x-moz': 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });

  it('classifies sources: referral link, internal page kinds, external host only, direct', () => {
    const site = 'shirube.example';
    const at = (referrer: string | null, referralCode?: string) =>
      classifySource({ referrer, siteHost: site, referralCode });
    expect(at('https://x.com/some/post?id=1', 'AbCdEf0123')).toEqual({
      kind: 'referral',
      detail: 'AbCdEf0123',
    });
    expect(at('https://shirube.example/')).toEqual({ kind: 'internal', detail: 'top' });
    expect(at('https://shirube.example/search?q=react&category=tech')).toEqual({
      kind: 'internal',
      detail: 'search:tech',
    });
    expect(at('https://shirube.example/search?q=react')).toEqual({ kind: 'internal', detail: 'search:all' });
    expect(at('https://shirube.example/u/hanako')).toEqual({ kind: 'internal', detail: 'user' });
    expect(at('https://shirube.example/u/hanako/followers')).toEqual({ kind: 'internal', detail: 'user' });
    expect(at('https://shirube.example/u/hanako/a/12')).toEqual({ kind: 'internal', detail: 'article' });
    expect(at('https://shirube.example/dashboard')).toEqual({ kind: 'internal', detail: 'other' });
    expect(at('https://Search.Yahoo.co.jp/search?p=secret+words')).toEqual({
      kind: 'external',
      detail: 'search.yahoo.co.jp',
    });
    expect(at(null)).toEqual({ kind: 'direct', detail: '' });
    expect(at('not a url')).toEqual({ kind: 'direct', detail: '' });
    expect(at('android-app://com.google.android.gm/')).toEqual({ kind: 'direct', detail: '' });
  });

  it('conversion is purchases over views, 0 without views', () => {
    expect(conversionRate(1, 4)).toBe(0.25);
    expect(conversionRate(3, 0)).toBe(0);
  });
});
