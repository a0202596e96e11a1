import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page as axe sees it now: the serious and critical violations, one line each (rule, impact,
 * the first elements), so that a failing test says what to fix. An empty list is the goal.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or a notification still fading in has half its colours: judge the settled page.
  // (A spinner's animation never ends: only the finite ones are waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? '?'}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** No serious or critical violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}
