import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';
import { panel } from '../lib/panel.css';

export const form = style({ display: 'grid', gap: vars.space.m, maxWidth: '36rem' });
export const lookup = style({ display: 'grid', gap: vars.space.xs });
export const lookupLabel = style({ fontWeight: 600, fontSize: '0.875rem' });
export const options = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const option = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:hover, &:focus': { background: vars.color.accentSoft } },
});
export const kana = style({ color: vars.color.textMuted, fontSize: '0.8125rem', marginLeft: vars.space.s });
export const selected = style({
  fontSize: '0.875rem',
  color: vars.color.success,
  margin: `${vars.space.xs} 0 0`,
});
export const hint = style({ fontSize: '0.8125rem', color: vars.color.textMuted, margin: 0 });
export const error = style({
  color: vars.color.danger,
  fontSize: '0.875rem',
  margin: `${vars.space.xs} 0 0`,
});
export const radios = style({ display: 'flex', gap: vars.space.l, border: 0, padding: 0, margin: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const summary = style([panel, { maxWidth: '36rem', marginBottom: vars.space.l }]);
export const success = style({ color: vars.color.success });
