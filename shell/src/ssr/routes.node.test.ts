// routeOf keeps its recent answers (it runs twice per page): a repeated pathname must answer exactly
// as the first time, and what one caller does with its params must not reach the next caller.
import { routeOf } from './routes';

describe('routeOf', () => {
  it('answers a repeated pathname as the first time, with params of its own', () => {
    const first = routeOf('/u/tanaka/a/18');
    expect(first.status).toBe(200);
    expect(first.target).not.toBeNull();
    expect(first.params).toMatchObject({ account: 'tanaka', id: '18' });
    first.params.account = 'changed';
    expect(routeOf('/u/tanaka/a/18')).toEqual({ ...first, params: { ...first.params, account: 'tanaka' } });
  });

  it('still matches every pathname after more distinct ones than it keeps', () => {
    for (let i = 0; i < 600; i++)
      expect(routeOf(`/u/author${i}/a/${i}`).params).toMatchObject({ id: String(i) });
    expect(routeOf('/').status).toBe(200);
    expect(routeOf('/no/such/page/here').status).toBe(404);
    expect(routeOf('/u/author0/a/0').params).toMatchObject({ account: 'author0', id: '0' });
  });
});
