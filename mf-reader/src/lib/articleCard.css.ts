import { keyframes, style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { bareList } from '@shirube/ui/src/style-parts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.m,
  ...bareList,
  '@media': { [mobile]: { gridTemplateColumns: '1fr', gap: vars.space.s } },
});

/** A card off screen is neither laid out nor painted until it nears the viewport (content-visibility):
 *  the top page paints its first frame (its LCP) only after styling, laying out and painting the whole
 *  page, and its 20 cards were most of that (traced at 4× CPU: 898 → 489 ms with the 14 off-screen
 *  ones skipped; bench/results/ssr-top-2026-11-26d.md). Placeholder heights are a card's at common
 *  widths; `auto` keeps each card's real height once it has been seen. */
export const card = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 300px',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 120ms',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised, textDecoration: 'none' } },
  '@media': { [mobile]: { flexDirection: 'row', containIntrinsicSize: 'auto 160px' } },
});

export const eyecatch = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1280 / 670',
  objectFit: 'cover',
  background: vars.color.accentSoft,
  '@media': { [mobile]: { width: 120, minWidth: 120, height: '100%', aspectRatio: 'auto', minHeight: 96 } },
});

/** Placeholder when there is no eyecatch: the site mark on the soft accent, never a broken image. */
export const eyecatchPlaceholder = style([
  eyecatch,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.accent,
    fontSize: vars.font.size.xl,
    fontWeight: 700,
    letterSpacing: '0.2em',
    background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.background})`,
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  flex: 1,
  minWidth: 0,
  '@media': { [mobile]: { padding: vars.space.s } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: 700,
  lineHeight: 1.5,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  minWidth: 0,
});
export const avatar = style({
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.accentSoft,
  flexShrink: 0,
});
export const avatarFallback = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.accent,
    fontSize: 12,
    fontWeight: 700,
  },
]);
export const authorName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.s,
  marginTop: 'auto',
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
});
export const date = style({ marginLeft: 'auto' });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
export const skeletonBlock = style({
  background: vars.color.border,
  borderRadius: vars.radius.s,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
});
export const skeletonLine = style([skeletonBlock, { height: 14 }]);

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.l });
export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.m,
  border: `1px dashed ${vars.color.border}`,
});
