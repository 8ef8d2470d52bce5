import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const stack = style({ display: 'grid', gap: vars.space.m });
export const actionsRow = style({
  display: 'flex',
  gap: vars.space.s,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
