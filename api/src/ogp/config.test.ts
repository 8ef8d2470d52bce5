import { configFromEnv } from '../config';

describe('OGP_TEST_HOSTS (the e2e allowance)', () => {
  it('maps *.test names to trusted answers outside production', () => {
    const config = configFromEnv({ OGP_TEST_HOSTS: '{"cards.e2e.test":"127.0.0.1"}' });
    expect(config.ogpTestHosts).toEqual({ 'cards.e2e.test': [{ address: '127.0.0.1', trusted: true }] });
    expect(configFromEnv({}).ogpTestHosts).toBeUndefined();
  });

  it('cannot be enabled in production, nor for real names or non-IP answers', () => {
    expect(() =>
      configFromEnv({ NODE_ENV: 'production', OGP_TEST_HOSTS: '{"cards.e2e.test":"127.0.0.1"}' }),
    ).toThrow(/refused in production/);
    expect(() => configFromEnv({ OGP_TEST_HOSTS: '{"example.com":"127.0.0.1"}' })).toThrow(/\.test name/);
    expect(() => configFromEnv({ OGP_TEST_HOSTS: '{"a.test":"localhost"}' })).toThrow(/\.test name/);
    expect(() => configFromEnv({ OGP_TEST_HOSTS: '["a.test"]' })).toThrow(/JSON object/);
    expect(() => configFromEnv({ OGP_TEST_HOSTS: '{not json' })).toThrow(
      /OGP_TEST_HOSTS must be a JSON object/,
    );
  });
});
