// Declarations several remotes' styles share, spread into their style({…}): imported by path
// (`@shirube/ui/src/style-parts`) from *.css.ts files only, so they are evaluated at build time with those
// files (the CSS is what it was; nothing of this reaches the browser, nor the ui singleton's version).
import { vars } from './theme.css';

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

/** Read by screen readers, not shown (also inside an '@media' block: phones hide a label this way). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** Children stacked top to bottom, `gap` apart. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred on one line, `gap` apart. */
export const centredRow = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const;

/** A small note in the muted text colour. */
export const mutedNote = { color: vars.color.textMuted, fontSize: vars.font.size.s } as const;

/** A box on the surface colour inside a hairline border. */
export const framedSurface = (radius: string) =>
  ({
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius,
    background: vars.color.surface,
  }) as const;
