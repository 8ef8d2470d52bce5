import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const notice = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.font.size.s,
  lineHeight: 1.7,
});
/** On the top page the notice spans the grid above the feed and the side column (first on phones). */
export const topNotice = style({
  gridColumn: '1 / -1',
  '@media': { [mobile]: { order: -2 } },
});
// Inside a sentence a link is underlined, not told apart by colour alone (axe link-in-text-block).
export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  marginLeft: vars.space.xs,
});
