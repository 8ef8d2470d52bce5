import { style, styleVariants } from '@vanilla-extract/css';
import { mobile, vars } from './theme.css';

export const container = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.l}`,
  '@media': { [mobile]: { padding: `${vars.space.l} ${vars.space.m}` } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  padding: vars.space.l,
});

export const stackGap = styleVariants({
  s: { display: 'flex', flexDirection: 'column', gap: vars.space.s },
  m: { display: 'flex', flexDirection: 'column', gap: vars.space.m },
  l: { display: 'flex', flexDirection: 'column', gap: vars.space.l },
});

export const rowGap = styleVariants({
  s: { display: 'flex', alignItems: 'center', gap: vars.space.s, flexWrap: 'wrap' },
  m: { display: 'flex', alignItems: 'center', gap: vars.space.m, flexWrap: 'wrap' },
});

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: 700, margin: 0, lineHeight: 1.4 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
