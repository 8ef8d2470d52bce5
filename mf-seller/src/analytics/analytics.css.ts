import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' });
export const periods = style({ display: 'flex', gap: vars.space.xs });
export const sortButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
});
export const section = style({ marginTop: vars.space.l });
/** The revenue card's 「うちマガジン…・チップ…」 line under the figure. */
export const revenueParts = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.s,
  fontWeight: 'normal',
  color: vars.color.textMuted,
});
