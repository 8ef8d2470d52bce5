import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.m,
  padding: `${vars.space.xxl} ${vars.space.m}`,
});
export const status = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: 700,
  lineHeight: 1,
  color: vars.color.textMuted,
});
export const message = style({
  margin: 0,
  fontSize: vars.font.size.l,
  fontWeight: 700,
  color: vars.color.text,
});
export const hint = style({
  margin: 0,
  maxWidth: '36em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  justifyContent: 'center',
});
export const inline = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
  color: vars.color.danger,
  background: vars.color.surface,
});
