/** The magazine page and magazine cards (issue 37). Imported by pages.ts (the server's HTML is styled
 *  before the page's chunk arrives). */
import { style } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { bareList } from '@shirube/ui/src/style-parts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.l,
  alignItems: 'start',
  padding: vars.space.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  '@media': { [mobile]: { gridTemplateColumns: '1fr', padding: vars.space.m, gap: vars.space.m } },
});
const coverBox = {
  display: 'block',
  width: '100%',
  aspectRatio: '1280 / 670',
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
} as const;
export const cover = style({ ...coverBox, objectFit: 'cover' });
export const coverPlaceholder = style({
  ...coverBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accent,
  fontWeight: 700,
  fontSize: vars.font.size.l,
});
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 });
export const kind = style({ color: vars.color.accent, fontWeight: 700, fontSize: vars.font.size.s });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });
export const author = style({ color: vars.color.textMuted, fontSize: vars.font.size.s });
export const price = style({ fontSize: vars.font.size.l, fontWeight: 700 });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.8 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s });
export const notice = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.s,
  background: vars.color.accentSoft,
  fontSize: vars.font.size.s,
});
export const alert = style({ margin: 0, color: vars.color.danger });
export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  alignItems: 'flex-start',
});
export const heading = style({ margin: 0, fontSize: vars.font.size.l });
export const list = style({ ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space.s });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  '@media': { [mobile]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs } },
});
export const rowTitle = style({ color: vars.color.text, fontWeight: 700, overflowWrap: 'anywhere' });
export const rowSide = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, flexShrink: 0 });
export const badge = style({
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.s,
  border: `1px solid ${vars.color.border}`,
});
export const badgeOpen = style([
  badge,
  { background: vars.color.accentSoft, borderColor: vars.color.accent },
]);
export const skeleton = style({ height: 240, borderRadius: vars.radius.l, background: vars.color.border });

/** Magazine cards (user page, search, article notice). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  marginBottom: vars.space.l,
});
export const cards = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.m,
  '@media': { [mobile]: { gridTemplateColumns: '1fr', gap: vars.space.s } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.m, overflowWrap: 'anywhere' });
export const cardMeta = style({
  display: 'flex',
  gap: vars.space.s,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
});

/** The article page's 「このマガジンに含まれています」. */
export const included = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.m} 0`,
  padding: vars.space.m,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
});
export const includedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'baseline',
});
