import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const form = style({ display: 'grid', gap: vars.space.m, minWidth: 0 });
export const title = style({ fontSize: '1.125rem', margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.s, flexWrap: 'wrap', alignItems: 'center' });
export const message = style({ color: vars.color.danger, fontSize: vars.font.size.s, margin: 0 });
export const textarea = style({ minHeight: 120, padding: vars.space.s, resize: 'vertical' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.s, margin: 0 });
export const summary = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: 'grid',
  gap: vars.space.xs,
});
export const summaryTitle = style({ margin: 0, fontSize: vars.font.size.m, color: vars.color.danger });
export const summaryList = style({ margin: 0, paddingLeft: '1.25em' });
