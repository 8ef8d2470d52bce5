import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

/** A bordered box on the surface colour: a figure card, an admin queue item, the saved bank account. */
export const panel = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});
