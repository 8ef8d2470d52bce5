import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const root = style({
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  '@media': { [mobile]: { padding: `${vars.space.m} ${vars.space.s}` } },
});
