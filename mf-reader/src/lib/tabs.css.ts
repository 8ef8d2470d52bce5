import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `0 0 ${vars.space.m}`,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.m,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'none' },
    '&[aria-selected="true"], &[aria-current="page"]': {
      color: vars.color.accent,
      borderBottomColor: vars.color.accent,
    },
  },
});
