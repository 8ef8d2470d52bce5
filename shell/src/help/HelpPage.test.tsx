// Issue 40 item 2: the FAQ tells the payout rules from their constants (@shirube/domain
// DEFAULT_PAYOUT_RULES, where the API's config starts), in the money glossary's words — no 月末締め,
// and leaving with small unpaid earnings is possible.
import { screen } from '@testing-library/react';
import { installFakeApi, renderShell, signedOutApi } from '../test/renderShell';

describe('/help/faq', () => {
  it('says the hold, the smallest payout, the fee and the monthly run as the sales page does', async () => {
    installFakeApi(signedOutApi);
    renderShell('/help/faq');
    const payout = await screen.findByText(/^売上はいつ振り込まれますか？/);
    expect(payout).toHaveTextContent(
      '販売者の受取額は購入日から7日間保留中となった後に確定済みになります。確定済みの受取額が1,250円（最低振込額1,000円＋振込手数料250円）以上になれば',
    );
    expect(payout).toHaveTextContent('申請しなくても毎月1日に全額が自動で振込申請されます。');
    expect(screen.queryByText(/月末締め/)).not.toBeInTheDocument();
    const leaving = screen.getByText(/^退会するとどうなりますか？/);
    expect(leaving).toHaveTextContent(
      '未払いの受取額が1,250円以上ある間、または振込手続き中の間は退会できません',
    );
    expect(leaving).toHaveTextContent(
      '1,250円に満たない未払いの受取額は、同意のうえ失効させて退会できます。',
    );
    expect(screen.getByText(/^紹介リンクとは何ですか？/)).toHaveTextContent('紹介料を受け取れます');
  });
});
