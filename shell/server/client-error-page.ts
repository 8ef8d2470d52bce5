/**
 * The page for requests Node refuses before any handler (431 when the cookies and headers are too
 * large, 400 malformed, 408): a small readable Japanese page instead of a bare status line — the
 * browser shows it as is, so it says what to do (431: delete this site's cookies). No script, no
 * resources: the CSP allows nothing but its inline style. Under /v1: the API's JSON error instead.
 */
import { messages } from '@shirube/i18n';
import { clientErrorJson, type ClientErrorAnswer } from '@shirube/server';
import { escape } from './meta';

const ja = messages.ja as Record<string, string>;

const MESSAGE_ID: Record<number, string> = {
  431: 'errors.request_header_too_large',
  413: 'errors.payload_too_large',
  408: 'errors.request_timeout',
};

export function clientErrorPage(status: number, path?: string): ClientErrorAnswer {
  // Under /v1 the caller is the API client, which reads the contract's JSON error (issue 39 item 7).
  if (path !== undefined && (path === '/v1' || /^\/v1[/?]/.test(path))) return clientErrorJson(status);
  const siteName = escape(ja['common.siteName'] ?? '');
  const text = escape(ja[MESSAGE_ID[status] ?? 'errors.bad_request'] ?? '');
  return {
    contentType: 'text/html; charset=utf-8',
    headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
    body: [
      '<!doctype html>',
      '<html lang="ja"><head><meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      `<title>${status} | ${siteName}</title>`,
      '<style>body{font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.7}</style>',
      `</head><body><h1>${siteName}</h1><p>${text}</p><p><a href="/">${escape(ja['common.backToTop'] ?? '/')}</a></p></body></html>`,
    ].join('\n'),
  };
}
