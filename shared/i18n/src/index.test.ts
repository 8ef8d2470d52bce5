import { errorMessageId, messages } from './index';

describe('messages', () => {
  it('falls back to the generic error id for unknown codes', () => {
    expect(errorMessageId('no_such_code_anywhere')).toBe('errors.unknown');
  });
  it('gives English every Japanese id', () => {
    for (const id of Object.keys(messages.ja)) expect(messages.en[id]).toBeDefined();
  });
});
