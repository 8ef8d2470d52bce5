import { UploadError, uploadForm } from './upload';

/** The one XMLHttpRequest a call opens: what it was told, and the hooks to answer it. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  withCredentials = false;
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const pickUrl = (data: unknown) => (data as { url?: string }).url || undefined;

describe('uploadForm', () => {
  it('POSTs the form with the session cookie, reports whole percents and resolves what it picks', async () => {
    const form = new FormData();
    const percents: number[] = [];
    const done = uploadForm('/v1/items', form, (p) => percents.push(p), pickUrl);
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/v1/items']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ accept: 'application/json' });
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.answer(200, JSON.stringify({ data: { url: '/items/a.png' } }));
    await expect(done).resolves.toBe('/items/a.png');
    expect(percents).toEqual([33]);
  });

  it('rejects a refusal with its status, code, field and details', async () => {
    const done = uploadForm(
      '/v1/payment/identification',
      new FormData(),
      () => {},
      (d) => d,
    );
    const details = [{ field: 'image', reason: 'too_large' }];
    FakeXhr.last.answer(400, JSON.stringify({ code: 'validation', field: 'image', details }));
    const error = (await done.catch((e: unknown) => e)) as UploadError;
    expect(error).toBeInstanceOf(UploadError);
    expect([error.status, error.code, error.field, error.details]).toEqual([
      400,
      'validation',
      'image',
      details,
    ]);
  });

  it('rejects a 200 without what it needs, an answer that is not JSON, and no answer at all', async () => {
    const empty = uploadForm('/v1/items', new FormData(), () => {}, pickUrl);
    FakeXhr.last.answer(200, JSON.stringify({ data: {} }));
    await expect(empty).rejects.toMatchObject({ status: 200, code: 'http_error' });

    const html = uploadForm('/v1/items', new FormData(), () => {}, pickUrl);
    FakeXhr.last.answer(502, '<html>Bad Gateway</html>');
    await expect(html).rejects.toMatchObject({ status: 502, code: 'http_error' });

    const offline = uploadForm('/v1/items', new FormData(), () => {}, pickUrl);
    FakeXhr.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
