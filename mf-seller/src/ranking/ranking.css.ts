import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const sectionTitle = style({ fontSize: '1.125rem', margin: `${vars.space.xl} 0 ${vars.space.s}` });
/** The マガジン label before a magazine's title: says which kind of item the row is about. */
export const kind = style({
  display: 'inline-block',
  marginRight: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  fontSize: '0.75rem',
  color: vars.color.text,
  background: vars.color.surface,
});
export const ended = style({ color: vars.color.textMuted });
