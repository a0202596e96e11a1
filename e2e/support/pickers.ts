import type { Locator, Page } from 'playwright-core';

/**
 * A date or time input of the app (MUI X pickers): the group of its sections (day, month, year;
 * hours, minutes), named by its label.
 */
export const picker = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true });

/** What the input shows, as a person reads it (`25/11/2026`, `14:30`). */
export async function shownIn(field: Locator): Promise<string> {
  const text = await field
    .locator('[role="spinbutton"]')
    .first()
    .locator('xpath=../..')
    .innerText();
  // The pickers wrap sections in direction marks so that they read left to right in any language.
  return text.replace(/[\u200e\u200f\u2066-\u2069\s]/g, '');
}

/**
 * Types into the input as a person would with the keyboard: every section selected and cleared,
 * then the digits, which move on from section to section (`25112026`, `1430`).
 */
export async function typeInto(field: Locator, digits: string) {
  await field.locator('[role="spinbutton"]').first().click();
  const keyboard = field.page().keyboard;
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(digits);
}
