import { consumeReturnTo, rememberReturnTo } from './returnTo';

// The path back after sign-in follows the site's one return-path rule (@shirube/domain return-path.ts).
describe('the path remembered before sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('comes back once, then defaults to /', () => {
    rememberReturnTo('/u/sato/a/12?discount_code=SPRING');
    expect(consumeReturnTo()).toBe('/u/sato/a/12?discount_code=SPRING');
    expect(consumeReturnTo()).toBe('/');
  });

  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '/\t\\evil.example/',
    '//evil.example/',
  ])('is not remembered when it leaves the site: %j', (path) => {
    rememberReturnTo(path);
    expect(consumeReturnTo()).toBe('/');
  });

  it('ignores such a path written to storage by something else', () => {
    localStorage.setItem('shirube.returnTo', '/\t/evil.example/');
    expect(consumeReturnTo()).toBe('/');
  });
});
