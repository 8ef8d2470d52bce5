import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';
import { panel } from '../lib/panel.css';

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.l });
export const item = style([panel, { display: 'grid', gap: vars.space.s }]);
export const itemTitle = style({ fontSize: '1rem', margin: 0 });
export const images = style({ display: 'flex', gap: vars.space.m, flexWrap: 'wrap' });
export const image = style({ maxWidth: '100%', width: '20rem', border: `1px solid ${vars.color.border}` });
export const actions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap' });
export const section = style({ marginBottom: vars.space.xl });
// A section's heading sits under the page's h1 (1.375rem): the browser's default h2 (1.5em) was larger.
globalStyle(`${section} > h2`, { fontSize: '1.125rem', margin: `0 0 ${vars.space.m}` });
// The question before an irreversible action spans the row, so its buttons wrap under it.
export const confirm = style({ flexBasis: '100%', margin: 0 });
// A search field and its button: the button sits on the input's line, as tall as the input, under the
// label's height — also when the field shows its error under the input (bottom-aligned, the button
// dropped to the error's line).
export const searchRow = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  margin: `${vars.space.m} 0 ${vars.space.l}`,
});
const LABEL_LINE = 1.5;
globalStyle(`${searchRow} label`, { lineHeight: LABEL_LINE });
globalStyle(`${searchRow} > button`, {
  marginTop: `calc(${vars.font.size.s} * ${LABEL_LINE} + ${vars.space.xs})`,
  minHeight: 44,
});
