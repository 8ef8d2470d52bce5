// English for src/ja/revision.ts (ids missing here fall back to Japanese).
export const revision: Record<string, string> = {
  'reader.revision.heading': 'Changes from the published version',
  'reader.revision.note':
    'This is the new version waiting for review. Until it is approved, readers see the published version.',
  'reader.revision.title': 'Title',
  'reader.revision.price': 'Price',
  'reader.revision.body': 'Body',
  'reader.revision.yen': '¥{price, number}',
  'reader.revision.unchanged': 'No changes',
};
