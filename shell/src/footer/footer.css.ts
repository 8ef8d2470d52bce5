import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const footer = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.s} ${vars.space.l}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.l}`,
  justifyContent: 'center',
  fontSize: vars.font.size.s,
  transition: 'transform 200ms ease',
  zIndex: 50,
  '@media': { [mobile]: { gap: `${vars.space.xs} ${vars.space.m}`, padding: vars.space.s } },
});
export const hidden = style({ transform: 'translateY(100%)' });
export const link = style({ color: vars.color.textMuted });
