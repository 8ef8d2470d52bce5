// Where Stripe brings the buyer back from a redirect method (PayPay) — the whole window, not the dialog's
// frame (Stripe's documented flow: confirm with return_url → next_action.redirect_to_url → back to
// return_url with ?payment_intent=…&payment_intent_client_secret=…&redirect_status=…). The query is
// only a hint anyone can write: the order is settled from Stripe's PaymentIntent (settle.ts), and the
// buyer goes back to `return_to` only when it is a path of this site (@shirube/domain safeReturnPath).
//   purchased → 303 to the article (its paid part now shows); failed (cancelled at PayPay, not approved)
//   → a Japanese page saying nothing was charged, with a link back (the order failed, its copy released
//   by setOrderStatus); not answered yet → a page that reloads itself until it is.
import { safeReturnPath } from '@shirube/domain';
import { messages } from '@shirube/i18n';
import { HttpServerResponse } from 'effect/http';
import type { OrderRow } from '../orders';

const t = (id: string) => messages.ja[id] ?? id;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FAILURE_TEXTS = new Set(['payment_not_completed', 'sold_out', 'already_purchased']);

const wholePage = (body: string, refresh = false) =>
  HttpServerResponse.html(
    `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh ? '<meta http-equiv="refresh" content="2">' : ''}<title>${escapeHtml(t('paymentReturn.title'))}</title><style>
body{font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;padding:24px 16px;color:#1f2328;background:#f6f8fa}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:20px}
h1{font-size:18px;margin:0 0 8px}p{font-size:14px;line-height:1.7;margin:8px 0}a{color:#0969da}
</style></head><body><main data-testid="payment-return">${body}</main></body></html>`,
  );

/** The answer for a buyer back from a redirect method, once settleOrder has read Stripe's truth. */
export function wholeWindowReturn(order: OrderRow, requestUrl: string) {
  const back = safeReturnPath(new URL(requestUrl, 'http://x').searchParams.get('return_to')) ?? '/';
  if (order.status === 'purchased')
    return HttpServerResponse.redirect(back, { status: 303, headers: { 'cache-control': 'no-store' } });
  const link = `<p><a href="${escapeHtml(back)}">${escapeHtml(t('paymentReturn.back'))}</a></p>`;
  if (order.status === 'failed') {
    const code = order.errorCode && FAILURE_TEXTS.has(order.errorCode) ? order.errorCode : 'other';
    return wholePage(
      `<h1 role="alert">${escapeHtml(t('paymentReturn.failed.heading'))}</h1><p>${escapeHtml(t(`paymentReturn.failed.${code}`))}</p>${link}`,
    );
  }
  return wholePage(
    `<h1>${escapeHtml(t('paymentReturn.waiting.heading'))}</h1><p role="status">${escapeHtml(t('paymentReturn.waiting.body'))}</p>${link}`,
    true,
  );
}
