/**
 * The money glossary (issue 40 item 4): one word per amount, used by every money screen, notice and help
 * page. Messages elsewhere build on these words (`${W.earnings}`), so a word changes here or nowhere;
 * `money.test.ts` refuses the retired synonyms (報酬, 紹介報酬, 未払いの売上, 売上から差し引…) in every message.
 */
export const moneyWords = {
  /** What the user earns: a sale's price minus the fee and the 紹介料, plus 紹介料 earned by referring. */
  earnings: '受取額',
  /** What a referral earns the referrer (the same amount on the seller's and the referrer's screens). */
  commission: '紹介料',
  /** Earnings in their hold period. */
  held: '保留中',
  /** Earnings whose hold has ended and that are not paid out yet. */
  settled: '確定済み',
  /** Settled earnings that can be requested NOW (no blocker). Never for an amount that cannot. */
  withdrawable: '出金可能額',
  /** Held + settled: not yet paid out nor requested. */
  unpaid: '未払いの受取額',
  inTransit: '振込手続き中',
  paid: '振込済み',
  fee: '振込手数料',
  /** What reaches the bank: the payout minus the fee. */
  net: '振込額',
  minimum: '最低振込額',
  /** The day the money is expected in (or reached) the seller's bank account. */
  bankDate: '入金予定日',
} as const;

const W = moneyWords;

/** The words as messages, for a screen that shows a word alone (a heading, a column). */
export const money = {
  'money.earnings': W.earnings,
  'money.commission': W.commission,
  'money.held': W.held,
  'money.settled': W.settled,
  'money.withdrawable': W.withdrawable,
  'money.unpaid': W.unpaid,
  'money.inTransit': W.inTransit,
  'money.paid': W.paid,
  'money.fee': W.fee,
  'money.net': W.net,
  'money.minimum': W.minimum,
  'money.bankDate': W.bankDate,
} satisfies Record<string, string>;
