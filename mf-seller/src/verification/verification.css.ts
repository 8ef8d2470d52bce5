import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const grid = style({
  display: 'grid',
  // min(…, 100%): on a 390 px phone one column, never a second one pushed past the screen edge.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.m,
  maxWidth: '40rem',
});
export const status = style({
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  maxWidth: '40rem',
  marginBottom: vars.space.l,
});
export const docs = style({ display: 'grid', gap: vars.space.m, maxWidth: '40rem', marginTop: vars.space.l });
/** The size of the form kit's section titles (the browser's default h2 was larger than the page's h1). */
export const docsTitle = style({ fontSize: '1.125rem', margin: 0 });
export const doc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});
export const progress = style({ width: '100%' });
export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'flex-end',
  minWidth: 0,
});
// minmax(0, 1fr): the form's one column takes the page's width; an auto column grew to the inner grids'
// two-column width (600 px on a 390 px phone) and pushed 名・メイ・市区町村 past the edge.
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.m,
  maxWidth: '40rem',
  minWidth: 0,
});
export const hint = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});
export const section = style({ fontSize: '1rem', margin: `${vars.space.s} 0 0` });
