// The generated cover's colours: @shirube/domain cover.ts (one rule for these cards and the
// server-made og:image).
import { coverColourPair, type CoverCategory } from '@shirube/domain/core';

export function coverColours(category: CoverCategory, id: number | string) {
  const [from, to] = coverColourPair(category, id);
  return { background: `linear-gradient(135deg, ${from}, ${to})`, color: '#ffffff' };
}
