import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  borderRadius: vars.radius.full,
  padding: `2px ${vars.space.m}`,
  fontWeight: 700,
  fontSize: vars.font.size.s,
});
