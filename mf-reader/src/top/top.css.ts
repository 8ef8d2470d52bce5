import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { bareList, column, framedSurface } from '@shirube/ui/src/style-parts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 260px',
  gap: vars.space.l,
  alignItems: 'start',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.l } },
});
export const side = style({
  ...column(vars.space.l),
  '@media': { [mobile]: { order: -1 } },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  ...bareList,
});
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  ...framedSurface(vars.radius.full),
  color: vars.color.text,
  fontSize: vars.font.size.s,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent, textDecoration: 'none' },
  },
});
export const chipSkeleton = style({
  width: 72,
  height: 28,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const ads = style({
  ...column(vars.space.s),
  ...bareList,
  '@media': { [mobile]: { flexDirection: 'row', overflowX: 'auto', scrollSnapType: 'x mandatory' } },
});
export const ad = style({
  display: 'block',
  overflow: 'hidden',
  ...framedSurface(vars.radius.m),
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [mobile]: { minWidth: 240, scrollSnapAlign: 'start' } },
});
export const adImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1280 / 670',
  objectFit: 'cover',
});
export const adTitle = style({
  display: 'block',
  padding: vars.space.s,
  fontSize: vars.font.size.s,
  fontWeight: 700,
});

/** おすすめ: a column of linked titles; on a phone, one swipeable row of title cards. */
export const recommendedList = style({
  ...column(vars.space.s),
  ...bareList,
  '@media': {
    [mobile]: {
      flexDirection: 'row',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      paddingBottom: vars.space.xs,
    },
  },
});
export const recommendedItem = style({
  '@media': { [mobile]: { flex: '0 0 72%', scrollSnapAlign: 'start' } },
});
export const recommendedLink = style({
  display: 'block',
  height: '100%',
  padding: `${vars.space.s} ${vars.space.m}`,
  ...framedSurface(vars.radius.m),
  color: vars.color.text,
  fontWeight: 600,
  lineHeight: 1.5,
});
