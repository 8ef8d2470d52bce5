import { configFromEnv } from '../config';
import { storageFromEnv } from './config';

describe('STORAGE_URL and friends', () => {
  it('is the local folders without STORAGE_URL', () => {
    expect(storageFromEnv({})).toBeUndefined();
  });

  it('reads an S3-compatible endpoint path-style, with public and private parts', () => {
    expect(storageFromEnv({ STORAGE_URL: 'http://127.0.0.1:9000/media/site-a', AWS_REGION: 'auto' })).toEqual(
      {
        publicLocation: { endpoint: 'http://127.0.0.1:9000', bucket: 'media', prefix: 'site-a/public/' },
        privateLocation: { endpoint: 'http://127.0.0.1:9000', bucket: 'media', prefix: 'site-a/private/' },
        mediaBaseUrl: 'http://127.0.0.1:9000/media/site-a/public',
        region: 'auto',
        sse: 'AES256',
      },
    );
  });

  it('reads AWS S3 with a CDN and a private bucket of its own', () => {
    const storage = storageFromEnv({
      STORAGE_URL: 's3://shirube-media',
      STORAGE_PRIVATE_URL: 's3://shirube-identity',
      MEDIA_BASE_URL: 'https://media.example.jp/',
      AWS_REGION: 'ap-northeast-1',
      STORAGE_SSE: 'aws:kms',
    });
    expect(storage).toMatchObject({
      publicLocation: { endpoint: undefined, bucket: 'shirube-media', prefix: 'public/' },
      privateLocation: { endpoint: undefined, bucket: 'shirube-identity', prefix: '' },
      mediaBaseUrl: 'https://media.example.jp',
      sse: 'aws:kms',
    });
    expect(storageFromEnv({ STORAGE_URL: 's3://m-bucket', AWS_REGION: 'ap-northeast-1' })?.mediaBaseUrl).toBe(
      'https://m-bucket.s3.ap-northeast-1.amazonaws.com/public',
    );
  });

  it('refuses at start, naming the variable', () => {
    const problem = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv({ ...env });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ STORAGE_URL: 'ftp://host/bucket' })).toMatch(/STORAGE_URL must be s3:\/\/bucket/);
    expect(problem({ STORAGE_URL: 'http://127.0.0.1:9000/' })).toMatch(/STORAGE_URL names no valid bucket/);
    expect(problem({ STORAGE_URL: 'http://key:secret@127.0.0.1:9000/b-1' })).toMatch(
      /STORAGE_URL must not carry credentials/,
    );
    expect(problem({ MEDIA_BASE_URL: 'https://cdn.example.jp' })).toMatch(
      /MEDIA_BASE_URL given without STORAGE_URL/,
    );
    expect(problem({ STORAGE_URL: 's3://media', MEDIA_BASE_URL: 'cdn.example.jp' })).toMatch(
      /MEDIA_BASE_URL must be an http\(s\) URL/,
    );
    expect(problem({ STORAGE_URL: 's3://media', STORAGE_SSE: 'yes' })).toMatch(/STORAGE_SSE must be/);
    expect(problem({ STORAGE_URL: 's3://media', STORAGE_PRIVATE_URL: 's3://media/public/id' })).toMatch(
      /STORAGE_PRIVATE_URL must not be inside the public part/,
    );
  });
});
