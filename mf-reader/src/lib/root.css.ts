import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const root = style({
  width: '100%',
  maxWidth: vars.layout.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m} ${vars.space.xxl}`,
  boxSizing: 'border-box',
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [mobile]: { padding: `${vars.space.m} ${vars.space.s} ${vars.space.xxl}` } },
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.m}`,
  fontSize: vars.font.size.l,
  fontWeight: 700,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  selectors: {
    '&::before': {
      content: '""',
      display: 'inline-block',
      width: 4,
      height: '1.1em',
      borderRadius: 2,
      background: vars.color.accent,
    },
  },
});
