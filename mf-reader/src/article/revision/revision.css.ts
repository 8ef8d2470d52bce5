import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';
import { framedSurface, mutedNote } from '@shirube/ui/src/style-parts';

export const box = style({
  margin: `0 0 ${vars.space.l}`,
  padding: vars.space.m,
  ...framedSurface(vars.radius.m),
});
export const heading = style({ margin: `0 0 ${vars.space.s}`, fontSize: vars.font.size.l });
export const note = style({ margin: `0 0 ${vars.space.m}`, ...mutedNote });
export const rows = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: vars.space.s,
});
export const term = style({ fontWeight: 700 });
export const detail = style({ margin: 0, lineHeight: 1.8, wordBreak: 'break-word' });
export const paragraphs = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});
export const paragraph = style({ margin: 0, paddingLeft: vars.space.s, borderLeft: '3px solid transparent' });
// Light backgrounds under the normal text colour: readable (contrast) and not colour-only (marks, lines).
export const added = style({ background: '#dcf5e3', textDecoration: 'underline' });
export const removed = style({ background: '#fde2e1', textDecoration: 'line-through' });
export const addedParagraph = style({ borderLeftColor: '#1a7f37' });
export const removedParagraph = style({ borderLeftColor: '#c62828' });
export const changedParagraph = style({ borderLeftColor: vars.color.accent });
export const unchanged = style({ color: vars.color.textMuted });
