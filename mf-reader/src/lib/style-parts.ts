// Declarations several reader styles share, spread into their style({…}) at the same place: evaluated
// with the .css.ts files at build time (the CSS is what it was; nothing of this reaches the browser).
import { vars } from '@shirube/ui';

/** A list without bullets or the browser's indent. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A round picture, or its initial on the accent tint when there is none. */
export const initialCircle = {
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
