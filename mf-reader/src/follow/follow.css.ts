import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';
import { bareList, centredRow } from '@shirube/ui/src/style-parts';

export const list = style({
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
});
export const row = style({
  ...centredRow(vars.space.m),
  padding: `${vars.space.m} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const who = style({
  ...centredRow(vars.space.s),
  minWidth: 0,
  flex: 1,
  color: vars.color.text,
  textDecoration: 'none',
});
export const avatar = style({ width: 40, height: 40, borderRadius: vars.radius.full, flexShrink: 0 });
export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const account = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const back = style({
  display: 'inline-block',
  marginBottom: vars.space.m,
  fontSize: vars.font.size.s,
});
export const skeleton = style({
  height: 64,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.border,
  opacity: 0.4,
});
/** Beside the author's name in the article byline (the date stays at the far end). */
export const authorFollow = style({ marginLeft: vars.space.s, marginRight: 'auto' });
