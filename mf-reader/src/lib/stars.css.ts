import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.s,
});
const base = style({ letterSpacing: '-1px' });
export const star = styleVariants({
  full: [base, { color: vars.color.accent }],
  // A half star: the accent colour clipped to the left half over the border colour.
  half: [
    base,
    {
      background: `linear-gradient(90deg, ${vars.color.accent} 50%, ${vars.color.border} 50%)`,
      WebkitBackgroundClip: 'text',
      backgroundClip: 'text',
      color: 'transparent',
    },
  ],
  empty: [base, { color: vars.color.border }],
});
export const count = style({ color: vars.color.textMuted });
