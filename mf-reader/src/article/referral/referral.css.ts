import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 });
export const row = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', flexWrap: 'wrap' });
export const url = style({ flex: '1 1 16em', minWidth: 0, fontFamily: 'monospace' });
export const note = style({ margin: 0, fontSize: '0.875rem', color: vars.color.textMuted });
export const warning = style({ margin: 0, fontWeight: 600 });
export const intent = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
});
