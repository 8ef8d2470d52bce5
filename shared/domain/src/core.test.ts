import * as core from '@shirube/domain/core';
import * as full from '@shirube/domain';

describe('package entry points', () => {
  it('core offers the display rules without the sanitiser', () => {
    expect(typeof core.purchaseAvailability).toBe('function');
    expect(typeof core.splitAtPaywall).toBe('function');
    expect(core.PAYWALL_NONE).toBe(-1);
    expect('sanitizeParagraph' in core).toBe(false);
  });

  it('the full entry adds the sanitiser and paragraph edits', () => {
    expect(typeof full.sanitizeParagraph).toBe('function');
    expect(typeof full.deleteParagraph).toBe('function');
    expect(full.IMAGE_MAX_WIDTH).toBe(1280);
  });
});
