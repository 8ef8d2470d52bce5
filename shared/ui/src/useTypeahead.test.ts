import { act, renderHook } from '@testing-library/react';
import { useTypeahead } from './useTypeahead';

/** A lookup whose answers the test hands out one by one. */
function lookup() {
  const asked: Array<{ text: string; answer: (r: string[]) => void; fail: () => void }> = [];
  const ask = (text: string) =>
    new Promise<readonly string[]>((resolve, reject) => {
      asked.push({ text, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { asked, ask };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks once typing pauses, for the last text only, and drops an answer to older text', async () => {
  const { asked, ask } = lookup();
  const { result, rerender } = renderHook(({ text }) => useTypeahead(text, ask), {
    initialProps: { text: 'みず' },
  });
  rerender({ text: 'みずほ' });
  expect(asked).toEqual([]);
  act(() => jest.advanceTimersByTime(200));
  expect(asked.map((a) => a.text)).toEqual(['みずほ']);
  rerender({ text: 'みずほ銀' });
  act(() => jest.advanceTimersByTime(200));
  await act(async () => asked[0]!.answer(['stale']));
  expect(result.current[0]).toBeNull();
  await act(async () => asked[1]!.answer(['みずほ銀行']));
  expect(result.current[0]).toEqual(['みずほ銀行']);
});

it('answers [] when the lookup fails, and null again for blank text or no lookup', async () => {
  const { asked, ask } = lookup();
  const { result, rerender } = renderHook(
    ({ text, on }: { text: string; on: boolean }) => useTypeahead(text, on ? ask : null),
    { initialProps: { text: 'x', on: true } },
  );
  act(() => jest.advanceTimersByTime(200));
  await act(async () => asked[0]!.fail());
  expect(result.current[0]).toEqual([]);
  rerender({ text: '  ', on: true });
  expect(result.current[0]).toBeNull();
  rerender({ text: 'x', on: false });
  expect(result.current[0]).toBeNull();
  expect(asked).toHaveLength(1);
});
