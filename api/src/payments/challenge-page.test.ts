// Issue 39 item 7: under /v1 every error is the contract's JSON error body — the sandbox's 3-D Secure
// route answered an unknown order with an HTML 404 page. Real challenge pages stay pages.
import { CARDS } from '../purchases/testing';
import { chargeCard, forSale } from '../testing/checkout';
import { describeApi } from '../testing/harness';

describeApi('3-D Secure pages under /v1', (api) => {
  it.each([
    ['GET', 'ord_unknown'],
    ['POST', 'ord_unknown'],
    ['GET', '%E3%81%82'],
  ])('%s of an unknown order /%s answers the JSON 404', async (method, id) => {
    const res = await api().call(method, `/v1/payment/sandbox/3ds/${id}`, {
      body: method === 'POST' ? 'action=approve' : undefined,
      headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    });
    expect([res.status, res.headers.get('content-type')]).toEqual([404, 'application/json']);
    expect(res.body).toMatchObject({ code: 'not_found', field: 'orderId' });
  });

  it('the challenge of a real order is still the page the card holder answers', async () => {
    const { buyer, article } = await forSale(api().db);
    const res = await chargeCard(
      api(),
      buyer.headers,
      CARDS.challenge,
      { articleId: article.id, expectedAmount: article.price },
      'three-d-secure-page',
    );
    expect(res.body.data.status).toBe('pending');
    const page = await api().call('GET', `/v1/payment/sandbox/3ds/${res.body.data.veritransOrderId}`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html']);
    expect(page.text).toContain('本人認証（3-D Secure）');
  });
});
