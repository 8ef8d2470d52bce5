import { style } from '@vanilla-extract/css';
import { vars } from '@shirube/ui';

export const box = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  marginBottom: vars.space.m,
  display: 'grid',
  gap: vars.space.s,
});
export const title = style({ fontSize: vars.font.size.m, margin: 0 });
/** Card and OGP shape (1280×670). */
export const current = style({
  width: '100%',
  aspectRatio: '1280 / 670',
  objectFit: 'cover',
  borderRadius: vars.radius.s,
});
export const preview = style({ width: '100%', height: 'auto', borderRadius: vars.radius.s });
export const slider = style({
  display: 'grid',
  gridTemplateColumns: '8em 1fr',
  alignItems: 'center',
  gap: vars.space.s,
});
