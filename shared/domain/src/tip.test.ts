import {
  TIP_LIMITS,
  TIP_MESSAGE_MAX,
  cleanTipMessage,
  tipAmountProblem,
  tipLimitReached,
  tipMessageTooLong,
} from './tip';

describe('tip amounts', () => {
  it('takes whole yen from 100 to 10,000', () => {
    expect(tipAmountProblem(100)).toBeNull();
    expect(tipAmountProblem(10_000)).toBeNull();
    expect(tipAmountProblem(99)).toBe('too_small');
    expect(tipAmountProblem(10_001)).toBe('too_large');
    expect(tipAmountProblem(150.5)).toBe('not_integer');
  });
});

describe('tip messages', () => {
  it('are cleaned like reviews, empty is none', () => {
    expect(cleanTipMessage('  <b>ありがとう</b>\r\n ')).toBe('ありがとう');
    expect(cleanTipMessage('   ')).toBeNull();
    expect(cleanTipMessage(undefined)).toBeNull();
  });
  it('count code points up to 140', () => {
    expect(tipMessageTooLong('𠮷'.repeat(TIP_MESSAGE_MAX))).toBe(false);
    expect(tipMessageTooLong('あ'.repeat(TIP_MESSAGE_MAX + 1))).toBe(true);
  });
});

describe('tip limits', () => {
  const none = { attemptsLastHour: 0, declinesLastDay: 0, yenLastDay: 0 };
  it('refuse past each limit', () => {
    expect(tipLimitReached(none, 10_000)).toBeNull();
    expect(tipLimitReached({ ...none, attemptsLastHour: TIP_LIMITS.attemptsPerHour }, 100)).toBe('attempts');
    expect(tipLimitReached({ ...none, declinesLastDay: TIP_LIMITS.declinesPerDay }, 100)).toBe('declines');
    expect(tipLimitReached({ ...none, yenLastDay: TIP_LIMITS.yenPerDay - 99 }, 100)).toBe('daily_amount');
    expect(tipLimitReached({ ...none, yenLastDay: TIP_LIMITS.yenPerDay - 100 }, 100)).toBeNull();
  });
});
