import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const page = style({ textAlign: 'center', padding: `${vars.space.xxl} ${vars.space.m}` });
export const code = style({
  fontSize: vars.font.size.display,
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accent,
  margin: 0,
  letterSpacing: '0.04em',
});
export const message = style({
  fontSize: vars.font.size.l,
  fontWeight: 700,
  margin: `${vars.space.l} 0 ${vars.space.s}`,
});
export const hint = style({ color: vars.color.textMuted, maxWidth: 560, margin: `0 auto ${vars.space.l}` });
export const links = style({ display: 'flex', gap: vars.space.m, justifyContent: 'center' });
