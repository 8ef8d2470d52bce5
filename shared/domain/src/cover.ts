// The generated cover of an article without an eyecatch: its title on a colour picked from its
// category (same category, same colour, so a list reads at a glance); articles without a category
// get a colour from their id. Pairs were chosen for white text at ≥ 4.5:1 contrast. Used by the
// reader's cards (CSS gradient) and the server-made og:image PNG (same pair, same look).
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1f5f8b', '#2f7fb0'],
  ['#2e6b4f', '#3f8a68'],
  ['#7a3e6c', '#9a5288'],
  ['#8a4b16', '#a8621f'],
  ['#35477d', '#4a5fa0'],
  ['#6b5b16', '#86731f'],
  ['#8b2f3c', '#a8404f'],
  ['#2f5d62', '#3f7a80'],
];

/** FNV-1a of the key: stable across browsers and the server. */
function fnv1a(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type CoverCategory = { slug?: string; name: string } | null | undefined;

const coverKey = (category: CoverCategory, id: number | string) =>
  category ? (category.slug ?? category.name) : `article-${id}`;

/** The gradient's two colours (from, to) for an article. */
export function coverColourPair(category: CoverCategory, id: number | string): readonly [string, string] {
  return PALETTE[fnv1a(coverKey(category, id)) % PALETTE.length]!;
}

/** Bump when the PNG's drawing changes, so every cached og:image URL changes with it. */
const OG_COVER_VERSION = 1;

/**
 * The og:image PNG of an article without an eyecatch: `/v1/og_covers/{id}/{key}.png`, where key
 * changes with the title and the category, so the image is cached as immutable.
 */
export function ogCoverPath(id: number, title: string, category: CoverCategory): string {
  const key = fnv1a(`${OG_COVER_VERSION}\u0000${title}\u0000${coverKey(category, id)}`).toString(36);
  return `/v1/og_covers/${id}/${key}.png`;
}
