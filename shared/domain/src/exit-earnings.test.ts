import { exitEarnings } from './exit-earnings';

const rules = { transferFee: 250, minimumPayout: 1000 };
const at = '2026-12-03T03:00:00.000Z';

describe('exitEarnings (leaving with unpaid earnings)', () => {
  it('lets a seller with nothing unpaid (or a negative balance) leave', () => {
    expect(exitEarnings({ pending: 0, payable: 0, inTransit: 0 }, [], rules)).toEqual({ kind: 'none' });
    expect(exitEarnings({ pending: 0, payable: -400, inTransit: 0 }, [], rules)).toEqual({ kind: 'none' });
  });

  it('offers to forfeit earnings below the smallest payout (held ones included), naming the amount', () => {
    expect(exitEarnings({ pending: 0, payable: 872, inTransit: 0 }, [], rules)).toEqual({
      kind: 'forfeit',
      amount: 872,
    });
    expect(exitEarnings({ pending: 500, payable: 749, inTransit: 0 }, [{ at, amount: 500 }], rules)).toEqual({
      kind: 'forfeit',
      amount: 1249,
    });
  });

  it('refuses from the smallest payout up, saying how the money can be taken', () => {
    expect(exitEarnings({ pending: 0, payable: 1250, inTransit: 0 }, [], rules)).toEqual({
      kind: 'payout_first',
      amount: 1250,
    });
    expect(
      exitEarnings({ pending: 1000, payable: 250, inTransit: 0 }, [{ at, amount: 1000 }], rules),
    ).toEqual({
      kind: 'wait',
      amount: 1250,
      at,
    });
    // Held by a dispute: no release date.
    expect(exitEarnings({ pending: 1000, payable: 250, inTransit: 0 }, [], rules)).toEqual({
      kind: 'disputed',
      amount: 1250,
    });
    expect(exitEarnings({ pending: 0, payable: 0, inTransit: 1000 }, [], rules)).toEqual({
      kind: 'in_transit',
      amount: 1000,
    });
  });
});
