import { coverColours } from './cover';

it('gives one category one colour and spreads categories and uncategorised articles over the palette', () => {
  const tech = coverColours({ slug: 'tech', name: '技術' }, 1);
  expect(coverColours({ slug: 'tech', name: '技術' }, 99)).toEqual(tech);
  const slugs = ['tech', 'money', 'work', 'life', 'media', 'study', 'health', 'travel'];
  const seen = new Set(slugs.map((slug) => coverColours({ slug, name: slug }, 1).background));
  expect(seen.size).toBeGreaterThanOrEqual(4);
  expect(coverColours(null, 1).background).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
});
