import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const tip = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.s,
  margin: `${vars.space.l} 0`,
});
export const error = style({ color: vars.color.danger, textAlign: 'center', margin: 0 });
