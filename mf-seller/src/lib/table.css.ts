import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

/** The money tables (sales, payouts, ranking, admin): they scroll sideways on a phone rather than wrap figures. */
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });
export const th = style({
  textAlign: 'left',
  padding: vars.space.s,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: vars.space.s, borderBottom: `1px solid ${vars.color.border}` });
export const num = style([td, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const thNum = style([th, { textAlign: 'right' }]);
/** The title column keeps a readable width on phones; the table scrolls sideways instead. */
export const titleCell = style([td, { minWidth: '12em' }]);
/** The pickers and links above a table. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  marginBottom: vars.space.m,
});
globalStyle(`${toolbar} select`, { maxWidth: '100%', minWidth: 0 });
globalStyle(`${toolbar} label`, { whiteSpace: 'nowrap' });
