import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';

export const doc = style({
  maxWidth: 760,
  margin: '0 auto',
  padding: vars.space.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  lineHeight: 1.9,
  '@media': { [mobile]: { padding: vars.space.m } },
});
export const title = style({ margin: `0 0 ${vars.space.m}`, fontSize: vars.font.size.xl });
export const lead = style({ margin: `0 0 ${vars.space.l}`, color: vars.color.textMuted });
export const section = style({ marginBottom: vars.space.l });
export const heading = style({ margin: `0 0 ${vars.space.s}`, fontSize: vars.font.size.m });
export const text = style({ margin: 0 });
export const table = style({ margin: 0, borderTop: `1px solid ${vars.color.border}` });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  gap: vars.space.m,
  padding: `${vars.space.m} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});
export const term = style({ fontWeight: 700 });
export const value = style({ margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.m });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.s });
export const textarea = style({ minHeight: 180, padding: vars.space.s, resize: 'vertical', lineHeight: 1.6 });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.s, margin: 0 });
export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, margin: 0 });
