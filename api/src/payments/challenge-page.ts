// The sandbox's 3-D Secure challenge page (Japanese), served by our API outside the JSON contract and
// reached through the shell's /v1 proxy, inside the purchase dialog's frame. Knowing the random order id
// is what lets the card holder answer (as with a real issuer's ACS page); no session is needed.
// 「認証する」 completes the order (the purchase transaction runs); 「キャンセル」 fails it.
import { formatYen } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import * as Layer from 'effect/Layer';
import { HttpRouter, HttpServerResponse, type HttpServerRequest } from 'effect/http';
import type { AppServices } from '../context';
import { completePaidOrder } from './settle';
import { claimPendingOrder, findOrder, setOrderStatus, waitWhileCreated, type OrderRow } from './orders';
import { paymentProvider } from './sandbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const page = (body: string, status = 200) =>
  HttpServerResponse.html(
    `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>本人認証（3-D Secure）</title><style>
body{font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;padding:16px;color:#1f2328;background:#f6f8fa}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px}
h1{font-size:17px;margin:0 0 8px}p{font-size:14px;line-height:1.6;margin:8px 0}.amount{font-size:20px;font-weight:700}
.row{display:flex;gap:8px;margin-top:16px}button{flex:1;font-size:15px;padding:10px;border-radius:6px;border:1px solid #d0d7de;background:#fff;cursor:pointer}
button.primary{background:#1a7f37;border-color:#1a7f37;color:#fff}.note{color:#57606a;font-size:12px}
</style></head><body><main data-testid="three-d-secure-page">${body}</main></body></html>`,
  ).pipe(HttpServerResponse.setStatus(status));

const challengeForm = (order: OrderRow) => `
<h1>本人認証（3-D Secure）</h1>
<p>カード発行会社による本人認証です。お支払い金額をご確認のうえ「認証する」を押してください。</p>
<p class="amount">${formatYen(order.amount, true)}</p>
<form method="post"><div class="row">
<button type="submit" name="action" value="cancel">キャンセル</button>
<button type="submit" name="action" value="approve" class="primary" autofocus>認証する</button>
</div></form>
<p class="note">テスト環境のため、実際のカード会社には接続していません。</p>`;

/** The answer is being recorded by another request (the order is claimed, `created`), or not known yet. */
export const WAITING = '<h1>本人認証を確認しています</h1><p>このままお待ちください。</p>';

export function resultBody(order: OrderRow): string {
  if (order.status === 'purchased') {
    return '<h1>認証が完了しました</h1><p>お支払いを確認しています。このままお待ちください。</p>';
  }
  if (order.status === 'failed') {
    const text =
      order.errorCode === 'authentication_failed'
        ? '本人認証がキャンセルされました。お支払いは行われていません。'
        : 'お支払いを完了できませんでした。';
    return `<h1>認証できませんでした</h1><p>${escapeHtml(text)}</p>`;
  }
  // Claimed by an answer that is completing it right now: the form again would ask a second time.
  if (order.status === 'created') return WAITING;
  return challengeForm(order);
}

const orderIdOf = (request: HttpServerRequest.HttpServerRequest) =>
  decodeURIComponent(new URL(request.url, 'http://x').pathname.split('/').pop() ?? '');

/** An unknown order id: under /v1 every error is the contract's JSON error body (issue 39 item 7), the
 *  3-D Secure pages of real orders stay pages. */
export const notFoundPage = () =>
  HttpServerResponse.jsonUnsafe(
    { code: 'not_found', message: 'No payment attempt has this id', field: 'orderId' },
    { status: 404 },
  );

export const challengeRoutes = (services: AppServices) => {
  const { db } = services;
  const path = '/v1/payment/sandbox/3ds/:orderId';
  const show = HttpRouter.add('GET', path, (request) =>
    Effect.promise(async () => {
      const order = await findOrder(db, orderIdOf(request));
      if (!order) return notFoundPage();
      // An order of another processor (a same-key replay answers this page for any pending order):
      // the card holder goes on to that processor's own challenge (Stripe: its next action).
      if (order.provider !== 'sandbox') {
        const url = order.status === 'pending' ? await paymentProvider(db).resumeChallenge?.(order.id) : null;
        if (url) return HttpServerResponse.redirect(url);
      }
      return page(resultBody(order));
    }),
  );
  const answer = HttpRouter.add('POST', path, (request) =>
    Effect.gen(function* () {
      const form = new URLSearchParams(yield* request.text.pipe(Effect.orElseSucceed(() => '')));
      const id = orderIdOf(request);
      // Only the sandbox's card holder answers here; another processor's order is only shown.
      const found = yield* Effect.promise(() => findOrder(db, id));
      if (!found) return notFoundPage();
      if (found.provider !== 'sandbox') return page(resultBody(found));
      // Claiming the order makes a double-submitted answer harmless: only one request completes it.
      const order = yield* Effect.promise(() => claimPendingOrder(db, id));
      if (!order) {
        // The other answer of a double submit is completing it: the browser shows this (the last)
        // answer, so wait for that one's outcome (waitWhileCreated: ≤ 5 s) rather than show the form.
        const current = yield* Effect.promise(async () => {
          const found = await findOrder(db, id);
          return found && waitWhileCreated(db, found);
        });
        return current ? page(resultBody(current)) : notFoundPage();
      }
      const approved = form.get('action') === 'approve';
      const after = yield* Effect.promise(async () => {
        const outcome = await paymentProvider(db).completeChallenge(order.id, approved);
        if (outcome.kind === 'declined') await setOrderStatus(db, order.id, 'failed', outcome);
        else {
          // sold_out / already_purchased here are recorded on the order; the dialog reads them by polling.
          await completePaidOrder(services, order).catch((error: unknown) => {
            if (!(error instanceof Error && 'code' in error)) throw error;
          });
        }
        return (await findOrder(db, order.id)) ?? order;
      });
      return page(resultBody(after));
    }),
  );
  return Layer.mergeAll(show, answer);
};
