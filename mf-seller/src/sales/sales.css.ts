import { globalStyle, style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.m,
  margin: 0,
});
export const card = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const cardValue = style({ margin: `${vars.space.xs} 0 0`, fontSize: '1.5rem', fontWeight: 700 });
export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  marginBottom: vars.space.m,
});
globalStyle(`${toolbar} select`, { maxWidth: '100%', minWidth: 0 });
globalStyle(`${toolbar} label`, { whiteSpace: 'nowrap' });
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
export const kind = style({
  display: 'inline-block',
  fontSize: '0.75rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  background: vars.color.accentSoft,
  '@media': { [mobile]: { display: 'block', width: 'fit-content' } },
});
export const totals = style({ fontWeight: 700 });
/** The title column keeps a readable width on phones; the table scrolls sideways instead. */
export const titleCell = style([td, { minWidth: '12em' }]);
export const chartSection = style({ marginTop: vars.space.l });
export const chartTitle = style({ fontSize: '1.125rem', margin: `0 0 ${vars.space.m}` });
export const chart = style({ width: '100%', minHeight: '260px', overflow: 'hidden' });
export const chartTable = style({ marginTop: vars.space.s });
export const rateInput = style({ width: '5em' });
