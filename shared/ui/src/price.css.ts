import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** An article's price tag (cards, the buy box). */
export const price = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});
export const current = style({ fontWeight: 700, color: vars.color.text });
export const original = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const discounted = style({ color: vars.color.danger });
export const free = style({
  display: 'inline-block',
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.font.size.s,
});
/** Cannot be bought (owner, admin, sold out): the muted text colour, 5.3:1 on white — an opacity of 0.55 made
 *  #838688 (3.66:1, below WCAG AA). */
export const muted = style({ color: vars.color.textMuted });
globalStyle(`${muted} *`, { color: vars.color.textMuted });
/** A crossed-out list price inside running text (the purchase dialog): the figure's weight is the caller's. */
export const originalInline = style({
  color: vars.color.textMuted,
  marginRight: vars.space.xs,
  fontWeight: 400,
});
