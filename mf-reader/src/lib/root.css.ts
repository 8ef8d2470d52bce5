import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

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
