import { style } from '@vanilla-extract/css';
import { mobile as phone, vars } from '@shirube/ui';

/** A magazine in the author's list: cover beside the facts; stacked on a phone. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '12rem 1fr',
  gap: vars.space.m,
  alignItems: 'start',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});
/** Card and OGP shape (1280×670), as the article's eyecatch. */
export const cover = style({
  width: '100%',
  aspectRatio: '1280 / 670',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
  background: vars.color.accentSoft,
  display: 'block',
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.m });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.s,
});
export const explain = style({
  background: vars.color.accentSoft,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  margin: `${vars.space.m} 0`,
});
export const textarea = style({ minHeight: '8em', resize: 'vertical', fontFamily: 'inherit' });
/** One article of the magazine: position, title, then its buttons (wrapping under the title on a phone). */
export const member = style({
  display: 'grid',
  gridTemplateColumns: '2em 1fr auto',
  gap: vars.space.s,
  alignItems: 'center',
  '@media': { [phone]: { gridTemplateColumns: '2em 1fr', rowGap: vars.space.xs } },
});
export const memberButtons = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  '@media': { [phone]: { gridColumn: '2' } },
});
export const position = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const formActions = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
});
/** The stored cover in the editor: card-sized, not the column's full width. */
export const coverPreview = style({ maxWidth: '24rem' });
