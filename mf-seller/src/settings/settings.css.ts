import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { visuallyHidden as hidden } from '@shirube/ui/src/style-parts';

export const page = style({ display: 'grid', gap: vars.space.l, maxWidth: 720 });
export const heading = style({ fontSize: '1.375rem', margin: 0 });
export const section = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  '@media': { [mobile]: { padding: vars.space.m } },
});
export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.m });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.font.size.s, margin: 0 });
export const check = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start' });
export const actions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap', alignItems: 'center' });
export const iconRow = style({ display: 'flex', gap: vars.space.l, alignItems: 'center', flexWrap: 'wrap' });
export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.accentSoft,
  border: `1px solid ${vars.color.border}`,
});
export const cropPreview = style({
  width: 160,
  height: 160,
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const slider = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.font.size.s });
export const dangerLink = style({ color: vars.color.danger });
export const rules = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: vars.space.xs });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.size.s });
export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.m,
  color: vars.color.accent,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.accent}` } },
});
export const visuallyHidden = style({ ...hidden, whiteSpace: 'nowrap' });
export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
});
