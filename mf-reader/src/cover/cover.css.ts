import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const cover = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.m,
  boxSizing: 'border-box',
  overflow: 'hidden',
});
export const title = style({
  selectors: { '&::after': { content: 'attr(data-title)' } },
  fontWeight: 700,
  fontSize: vars.font.size.m,
  lineHeight: 1.5,
  textAlign: 'center',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  wordBreak: 'break-word',
  letterSpacing: 'normal',
  '@media': { [mobile]: { fontSize: vars.font.size.s, WebkitLineClamp: 4 } },
});
