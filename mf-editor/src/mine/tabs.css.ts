import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

/** 記事 | マガジン under the page title: links (each a URL), the current one underlined. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
  margin: `0 0 ${vars.space.m}`,
});
export const tab = style({
  padding: `${vars.space.s} ${vars.space.xs}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.accent,
      fontWeight: 700,
    },
  },
});
