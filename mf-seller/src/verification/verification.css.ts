import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
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
export const inline = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-end' });
export const form = style({ display: 'grid', gap: vars.space.m, maxWidth: '40rem' });
