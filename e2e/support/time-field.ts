import type { Locator } from 'playwright-core';

/**
 * Types a time (`HH:mm`) into the time field labelled `label` inside `scope`: a native input is
 * filled; a picker (MUI X, its hours and minutes as sections) takes the digits as a person types
 * them, from its first section.
 */
export async function typeTime(scope: Locator, label: string, time: string) {
  const picker = scope.getByRole('group', { name: label });
  if ((await picker.count()) > 0) {
    await picker.getByRole('spinbutton').first().click();
    const keyboard = scope.page().keyboard;
    await keyboard.press('ControlOrMeta+a');
    await keyboard.press('Backspace');
    await keyboard.type(time.replace(':', ''));
    return;
  }
  await scope.getByLabel(label).fill(time);
}
