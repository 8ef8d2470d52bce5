import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';
import { bareList, mutedNote, visuallyHidden as hiddenParts } from '@shirube/ui/src/style-parts';

export const section = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.l,
  borderTop: `1px solid ${vars.color.border}`,
});
export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, fontWeight: 400 });
export const list = style({
  ...bareList,
  display: 'flex',
  flexDirection: 'column',
});
export const item = style({
  padding: `${vars.space.m} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });
export const reviewer = style({ fontWeight: 700 });
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, marginLeft: 'auto' });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.8, overflowWrap: 'anywhere' });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  marginBottom: vars.space.m,
});
export const stars = style({ display: 'flex', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const starLabel = style({
  fontSize: 28,
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.border,
  selectors: { '&[data-on="true"]': { color: '#f5a623' } },
});
export const visuallyHidden = style({
  ...hiddenParts,
  whiteSpace: 'nowrap',
});
export const textarea = style({
  minHeight: 120,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  font: 'inherit',
  resize: 'vertical',
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.s });
export const counter = style({ alignSelf: 'flex-end', ...mutedNote });
export const actions = style({ display: 'flex', gap: vars.space.s, justifyContent: 'flex-end' });
export const note = style({ margin: `0 0 ${vars.space.m}`, ...mutedNote });
export const skeleton = style({
  height: 72,
  background: vars.color.border,
  opacity: 0.4,
  borderRadius: vars.radius.s,
});
export const itemStars = style({ color: '#f5a623', letterSpacing: 1 });
export const itemStarsOff = style({ color: vars.color.border });
