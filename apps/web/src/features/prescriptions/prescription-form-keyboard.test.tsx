import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fill,
  keyboardUser,
  messageOf,
  mockApi,
  od,
  oi,
  renderForm,
  save,
  value,
} from '../../test/prescription-form-fixtures';

/*
 * A doctor's report: `-.75` in Cilindro was refused, and while the cylinder was wrong Eje was
 * disabled, so Tab skipped it and the 180 typed next landed in Adición, every later value one
 * field on. Values are read as optometrists write them, and the Tab order never depends on them.
 */

const api = mockApi();
const focused = () => document.activeElement;
const STEP_CYLINDER = 'Debe ser de -10.00 a +10.00 en pasos de 0.25';

/** Types each value into the focused field, then Tab, as a doctor does. */
async function typeAndTab(user: ReturnType<typeof keyboardUser>, ...values: string[]) {
  for (const typed of values) {
    if (typed) await user.keyboard(typed);
    await user.tab();
  }
}

describe('a prescription typed with the keyboard', () => {
  it('reads .75, -.75, +.5 and -0,75 as the numbers they mean, in every decimal field', async () => {
    const user = keyboardUser();
    const { onSaved } = renderForm();
    // Right eye: sphere, cylinder, axis, add, prism; then its base, chosen.
    await typeAndTab(user, '.75', '-.75', '90', '+.5', '.75');
    await user.selectOptions(od('Base'), 'NASAL');
    await fill(user, od('DP'), '31,5');
    await fill(user, oi('Esfera'), '-0,75');
    await typeAndTab(user, '', '+.5', '180', '+,75', ',5');
    await user.selectOptions(oi('Base'), 'ABAJO');
    act(() => oi('DP').focus());
    expect(
      [od('Esfera'), od('Cilindro'), od('Adición'), od('Prisma'), od('DP')].map(value),
    ).toEqual(['+0.75', '-0.75', '+0.50', '0.75', '31.5']);
    expect([oi('Esfera'), oi('Cilindro'), oi('Adición'), oi('Prisma')].map(value)).toEqual([
      '-0.75',
      '+0.50',
      '+0.75',
      '0.50',
    ]);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.sent[0]?.body as { od: object; oi: object };
    expect(body.od).toMatchObject({
      ...{ sphere: 0.75, cylinder: -0.75, axis: 90, add: 0.5, prism: 0.75, prismBase: 'NASAL' },
      pd: 31.5,
    });
    expect(body.oi).toMatchObject({
      ...{ sphere: -0.75, cylinder: 0.5, axis: 180, add: 0.75, prism: 0.5, prismBase: 'ABAJO' },
      pd: null,
    });
  });

  it('keeps Eje in the Tab order while the cylinder is wrong, so no value lands a field on', async () => {
    const user = keyboardUser();
    renderForm();
    // No field of the form is ever disabled by what another holds.
    const inputs = [...document.querySelectorAll('input, select')] as HTMLInputElement[];
    expect(inputs.filter((input) => input.disabled)).toEqual([]);
    expect(focused()).toBe(od('Esfera'));
    await typeAndTab(user, '-2', '-.8');
    expect(focused()).toBe(od('Eje'));
    await waitFor(() => expect(messageOf(od('Cilindro'))).toBe(STEP_CYLINDER));
    expect(value(od('Cilindro'))).toBe('-0.80');
    await typeAndTab(user, '180');
    expect(focused()).toBe(od('Adición'));
    expect(value(od('Eje'))).toBe('180');
    expect(value(od('Adición'))).toBe('');

    // Back to the cylinder, corrected from the keyboard: its message goes, the axis stays.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(focused()).toBe(od('Cilindro'));
    await user.keyboard('{Control>}a{/Control}-.75');
    await user.tab();
    expect(value(od('Cilindro'))).toBe('-0.75');
    await waitFor(() => expect(messageOf(od('Cilindro'))).toBeNull());
    expect(value(od('Eje'))).toBe('180');
    // The rest of the row, the base without a prism too, then "Copiar OD a OI" and the left eye.
    for (const label of ['Adición', 'Prisma', 'Base', 'DP', 'AV sc', 'AV cc']) {
      await user.tab();
      expect(focused()).toBe(od(label));
    }
    await user.tab();
    expect(focused()?.textContent).toBe('Copiar OD a OI');
    await user.tab();
    expect(focused()).toBe(oi('Esfera'));
  });

  it('says on the field, when saving, an axis or a base that does not go with its partner', async () => {
    const user = keyboardUser();
    const { onSaved } = renderForm();
    await typeAndTab(user, '-2', '-0.75', '', '', '2');
    await fill(user, oi('Esfera'), '-1');
    await fill(user, oi('Eje'), '90');
    await user.selectOptions(oi('Base'), 'TEMPORAL');
    await save(user);
    await waitFor(() =>
      expect(messageOf(od('Eje'))).toBe(
        'El eje es un número entero de 1 a 180 y se requiere con cilindro',
      ),
    );
    expect(messageOf(od('Base'))).toBe('Indica la base del prisma');
    expect(messageOf(oi('Eje'))).toBe('Sin cilindro no lleva eje');
    expect(messageOf(oi('Base'))).toBe('Sin prisma no lleva base');
    expect(api.sent).toEqual([]);

    // What the doctor typed is kept: nothing is cleared behind their back.
    expect(value(oi('Eje'))).toBe('90');
    // No cylinder after all: the axis asked for is no longer wanted, and its message goes.
    await fill(user, od('Cilindro'), '0');
    act(() => od('Eje').focus());
    await waitFor(() => expect(messageOf(od('Eje'))).toBeNull());
    await fill(user, oi('Cilindro'), '-.25');
    await user.selectOptions(od('Base'), 'ARRIBA');
    await fill(user, oi('Prisma'), '1');
    act(() => oi('DP').focus());
    // Both messages go once the form has validated again (a render apart on a busy machine).
    await waitFor(() => {
      expect(messageOf(oi('Eje'))).toBeNull();
      expect(messageOf(oi('Base'))).toBeNull();
    });
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent[0]?.body).toMatchObject({
      od: { sphere: -2, cylinder: 0, axis: null, prism: 2, prismBase: 'ARRIBA' },
      oi: { sphere: -1, cylinder: -0.25, axis: 90, prism: 1, prismBase: 'TEMPORAL' },
    });
    expect(screen.queryByText('Sin prisma no lleva base')).toBeNull();
  });
});
