import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const inline = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.m,
  color: vars.color.danger,
  background: vars.color.surface,
});
