import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.l,
});
export const link = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
});
export const linkActive = style([
  link,
  { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: 600 },
]);
export const heading = style({ fontSize: '1.375rem', margin: `0 0 ${vars.space.m}` });
export const notice = style({
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  margin: `${vars.space.m} 0`,
});
