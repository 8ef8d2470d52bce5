// The generated cover of an article without an eyecatch: its title on a colour picked from its
// category (same category, same colour, so a list reads at a glance); articles without a category
// get a colour from their id. Pairs were chosen for white text at ≥ 4.5:1 contrast.
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

/** FNV-1a of the key: stable across browsers and the server render. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function coverColours(
  category: { slug?: string; name: string } | null | undefined,
  id: number | string,
) {
  const key = category ? (category.slug ?? category.name) : `article-${id}`;
  const [from, to] = PALETTE[hash(key) % PALETTE.length]!;
  return { background: `linear-gradient(135deg, ${from}, ${to})`, color: '#ffffff' };
}
