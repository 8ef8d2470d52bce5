import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.m,
  marginBottom: vars.space.s,
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: 700,
  wordBreak: 'break-all',
});
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });
export const filterLabel = style({ fontSize: vars.font.size.s, color: vars.color.textMuted });
export const select = style({ minWidth: 160 });
export const empty = style({
  padding: `${vars.space.xl} ${vars.space.m}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  alignItems: 'center',
});
export const emptyTitle = style({ margin: 0, fontWeight: 700, wordBreak: 'break-all' });
export const tips = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s });
