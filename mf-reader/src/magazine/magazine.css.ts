/**
 * The magazine page and magazine cards (issue 37). Imported by pages.ts, so the server's HTML is styled
 * before the page's chunk arrives — and then every exported class name rides in the article page's first
 * chunk (e2e/bytes.spec.ts). So only the roots are classes; their parts are marked `data-part="…"` in the
 * components and styled under the root here.
 */
import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { mobile, vars } from '@shirube/ui';
import { bareList } from '@shirube/ui/src/style-parts';

const parts = (root: string, rules: Record<string, GlobalStyleRule>) => {
  for (const [part, rule] of Object.entries(rules)) globalStyle(`${root} [data-part="${part}"]`, rule);
};

const panel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
} as const;
const coverBox = {
  display: 'block',
  width: '100%',
  aspectRatio: '1280 / 670',
  borderRadius: vars.radius.m,
  background: vars.color.accentSoft,
} as const;
const muted = { margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s } as const;
const badge = {
  padding: `2px ${vars.space.s}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.s,
  border: `1px solid ${vars.color.border}`,
} as const;
const grid = {
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.m,
  '@media': { [mobile]: { gridTemplateColumns: '1fr', gap: vars.space.s } },
} as const;

/** Shared by the page, the cards and the article's notice (each a root below). */
const common = (root: string) =>
  parts(root, {
    cover: { ...coverBox, objectFit: 'cover' },
    coverPlaceholder: {
      ...coverBox,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: vars.color.accent,
      fontWeight: 700,
      fontSize: vars.font.size.l,
    },
    note: muted,
    heading: { margin: 0, fontSize: vars.font.size.l },
  });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
common(page);
parts(page, {
  header: {
    ...panel,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: vars.space.l,
    alignItems: 'start',
    padding: vars.space.l,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.card,
    '@media': { [mobile]: { gridTemplateColumns: '1fr', padding: vars.space.m, gap: vars.space.m } },
  },
  info: { display: 'flex', flexDirection: 'column', gap: vars.space.s, minWidth: 0 },
  kind: { color: vars.color.accent, fontWeight: 700, fontSize: vars.font.size.s },
  title: { margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' },
  author: { color: vars.color.textMuted, fontSize: vars.font.size.s },
  price: { fontSize: vars.font.size.l, fontWeight: 700 },
  description: { margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.8 },
  notice: {
    margin: 0,
    padding: vars.space.s,
    borderRadius: vars.radius.s,
    background: vars.color.accentSoft,
    fontSize: vars.font.size.s,
  },
  alert: { margin: 0, color: vars.color.danger },
  buy: { display: 'flex', flexDirection: 'column', gap: vars.space.s, alignItems: 'flex-start' },
  articles: { display: 'flex', flexDirection: 'column', gap: vars.space.s },
  list: { ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space.s },
  row: {
    ...panel,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.m,
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    '@media': { [mobile]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs } },
  },
  rowTitle: { color: vars.color.text, fontWeight: 700, overflowWrap: 'anywhere' },
  rowSide: { display: 'flex', alignItems: 'center', gap: vars.space.s, flexShrink: 0 },
  badge,
  badgeOpen: { ...badge, background: vars.color.accentSoft, borderColor: vars.color.accent },
});

export const skeleton = style({ height: 240, borderRadius: vars.radius.l, background: vars.color.border });

/** Magazine cards (user page, search). */
export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  marginBottom: vars.space.l,
});
common(cards);
parts(cards, {
  grid,
  card: {
    ...panel,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    padding: vars.space.s,
    borderRadius: vars.radius.m,
    color: vars.color.text,
    textDecoration: 'none',
  },
  cardTitle: { margin: 0, fontSize: vars.font.size.m, overflowWrap: 'anywhere' },
  cardMeta: { display: 'flex', gap: vars.space.s, color: vars.color.textMuted, fontSize: vars.font.size.s },
});
globalStyle(`${cards} [data-part="card"]:hover`, { boxShadow: vars.shadow.raised });

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
common(included);
parts(included, {
  row: { display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'baseline' },
});
