import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.s });
export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  fontFamily: 'inherit',
  fontSize: vars.font.size.m,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': { outline: `2px solid ${vars.color.accent}`, borderColor: 'transparent' } },
});
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.s });
