import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's WCAG 2 A/AA rules on the page as it is now: none may fail. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // Each violation with the elements it found, so a failure says what to fix.
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}
