// The glossary's promise (issue 40 item 4): every Japanese message uses its words, not the retired ones.
import { messages } from '../index';
import { moneyWords } from './money';

const RETIRED: Array<[RegExp, string]> = [
  [/(?<!紹介料の)報酬/, `${moneyWords.commission} (報酬 / 紹介報酬)`],
  [/未払いの売上/, moneyWords.unpaid],
  [/売上から差し引/, `${moneyWords.earnings}から差し引かれます`],
  [/月末締め/, 'the payout rules (hold days, minimum, monthly run)'],
  [
    /出金可能(?!額)/,
    `${moneyWords.settled} (出金可能 only as ${moneyWords.withdrawable}, for money that can be taken now)`,
  ],
];

describe('money glossary', () => {
  it.each(RETIRED)('no message says %s', (pattern, instead) => {
    const offenders = Object.entries(messages.ja as Record<string, string>)
      .filter(([, text]) => pattern.test(text))
      .map(([id, text]) => `${id}: ${text} → ${instead}`);
    expect(offenders).toEqual([]);
  });
});
