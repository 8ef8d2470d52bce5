// The article title: a textarea that grows with its text, so a long title wraps onto as many lines as
// it needs (a phone at 390 px showed one clipped line). Still one line of data: Enter does not add a
// line break, and pasted line breaks become spaces.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as s from '../lib/root.css';

export const TITLE_MAX = 200;

export function TitleField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const intl = useIntl();
  const ref = useRef<HTMLTextAreaElement>(null);
  // A server-rendered editor (/a/draft) can be typed into before React hydrates it. Hydration leaves
  // the typed text in the element but not in the state, and the next render would write the state
  // back over it: take it as the first change instead (a browser render starts equal: nothing to do).
  const typed = useRef(onChange);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.value !== value) typed.current(el.value.replace(/[\r\n]+/g, ' '));
    // Mount only: afterwards the element and the state move together through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Browsers without `field-sizing: content` (the stylesheet's way): size to the text after each change.
  useLayoutEffect(() => {
    const el = ref.current;
    // `typeof` first: where no CSS object exists (the deploy smoke's fallback) naming it throws, and jsdom's CSS has no supports().
    if (
      !el ||
      (typeof CSS !== 'undefined' &&
        typeof CSS.supports === 'function' &&
        CSS.supports('field-sizing', 'content'))
    )
      return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <textarea
      ref={ref}
      rows={1}
      className={s.titleInput}
      aria-label={intl.formatMessage({ id: 'editor.draft.title' })}
      placeholder={intl.formatMessage({ id: 'editor.draft.titlePlaceholder' })}
      value={value}
      maxLength={TITLE_MAX}
      onKeyDown={(e) => {
        // Enter while an IME converts confirms the conversion: leave it alone.
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) e.preventDefault();
      }}
      onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
    />
  );
}
