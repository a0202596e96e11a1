import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { today } from '../../lib/format-date';
import { envelopeResponse } from '../../test/render-with-providers';
import {
  SAVED,
  eyeGroup,
  fill,
  keyboardUser,
  messageOf,
  mockApi,
  notes,
  od,
  oi,
  renderForm,
  save,
  value,
} from '../../test/prescription-form-fixtures';

// The keyboard's path through the form and the values written without their whole part are in
// prescription-form-keyboard.test.tsx.
const api = mockApi();

describe('the prescription form', () => {
  it('writes what is typed as an optometrist does when the field is left', async () => {
    const user = keyboardUser();
    renderForm();
    // The doctor starts typing at once, on the right eye's sphere.
    expect(document.activeElement).toBe(od('Esfera'));
    await user.keyboard('1.25');
    await user.tab();
    expect(value(od('Esfera'))).toBe('+1.25');
    await user.keyboard('-0..5');
    await fill(user, oi('Esfera'), '0');
    await fill(user, oi('Cilindro'), '-0.5');
    await fill(user, oi('Adición'), '2');
    await fill(user, oi('DP'), '31,5');
    act(() => notes().focus());
    expect(value(oi('Esfera'))).toBe('PLANO');
    expect(value(oi('Cilindro'))).toBe('-0.50');
    expect(value(oi('Adición'))).toBe('+2.00');
    expect(value(oi('DP'))).toBe('31.5');
    // Not a number as typed: left as it is, and the schema says why.
    expect(value(od('Cilindro'))).toBe('-0..5');
    await waitFor(() => expect(od('Cilindro').getAttribute('aria-invalid')).toBe('true'));
  });

  it('refuses a value off its step on the field, with the schema’s message, and sends nothing', async () => {
    const user = keyboardUser();
    renderForm();
    await user.keyboard('-2.30');
    await user.tab();
    const sphere = od('Esfera');
    await waitFor(() => expect(sphere.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(sphere)).toBe('Debe ser de -30.00 a +30.00 en pasos de 0.25');
    await fill(user, oi('Esfera'), '-2.25');
    await fill(user, oi('DP'), '31.2');
    await save(user);
    expect(
      await eyeGroup('izquierdo').findByText('Debe ser de 20.00 a 40.00 en pasos de 0.50'),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('copies the right eye to the left one', async () => {
    const user = keyboardUser();
    renderForm();
    await fill(user, od('Esfera'), '-3.5');
    await fill(user, od('Cilindro'), '-1');
    await fill(user, od('Eje'), '90');
    await fill(user, od('AV sc'), '100');
    await user.click(screen.getByRole('button', { name: 'Copiar OD a OI', hidden: true }));
    expect(value(oi('Esfera'))).toBe('-3.50');
    expect(value(oi('Cilindro'))).toBe('-1.00');
    expect(value(oi('Eje'))).toBe('90');
    expect(value(oi('AV sc'))).toBe('100');
    expect(value(oi('Adición'))).toBe('');
  });

  it('shows a plus cylinder as it will be saved, in minus cylinder', async () => {
    const user = keyboardUser();
    renderForm();
    await fill(user, od('Esfera'), '-1.50');
    await fill(user, od('Cilindro'), '+0.50');
    expect(screen.queryByText(/Se guardará como/)).toBeNull();
    await fill(user, od('Eje'), '180');
    expect(eyeGroup('derecho').getByRole('status', { hidden: true }).textContent).toBe(
      'Se guardará como: -1.00 -0.50 × 90',
    );
    // A minus cylinder is saved as typed: nothing to announce.
    await fill(user, oi('Esfera'), '-1');
    await fill(user, oi('Cilindro'), '-0.5');
    await fill(user, oi('Eje'), '90');
    expect(eyeGroup('izquierdo').queryByRole('status', { hidden: true })).toBeNull();
  });

  it('sends the values as the API takes them: numbers, acuity as 20/x, blanks as null', async () => {
    const user = keyboardUser();
    const { onSaved, onClose } = renderForm();
    await fill(user, od('Esfera'), '-2.25');
    await fill(user, od('Cilindro'), '+0.75');
    await fill(user, od('Eje'), '90');
    await fill(user, od('Adición'), '1.5');
    await fill(user, od('Prisma'), '2');
    await user.selectOptions(od('Base'), 'NASAL');
    await fill(user, od('DP'), '32');
    await fill(user, od('AV sc'), '200');
    await fill(user, od('AV cc'), '20/20');
    await fill(user, oi('Esfera'), 'plano');
    await fill(user, oi('Adición'), '+1.50');
    await fill(user, notes(), 'Control');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const blank = { baseCurve: null, diameter: null };
    expect(api.sent).toEqual([
      {
        path: 'prescriptions/create',
        method: 'POST',
        body: {
          customer: { id: 7 },
          date: today(),
          kind: 'LENTES',
          // The plus cylinder as typed: the server stores it transposed, as the form showed.
          od: {
            ...{ sphere: -2.25, cylinder: 0.75, axis: 90, add: 1.5, prism: 2, prismBase: 'NASAL' },
            ...{ pd: 32, vaSc: '20/200', vaCc: '20/20', ...blank },
          },
          oi: {
            ...{ sphere: 0, cylinder: 0, axis: null, add: 1.5, prism: null, prismBase: null },
            ...{ pd: null, vaSc: null, vaCc: null, ...blank },
          },
          notes: 'Control',
        },
      },
    ]);
  });

  it('asks contact lenses for base curve and diameter, and sends them', async () => {
    const user = keyboardUser();
    const { onSaved } = renderForm();
    expect(eyeGroup('derecho').queryByLabelText('Curva base')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Tipo', hidden: true }));
    await user.click(await screen.findByRole('option', { name: 'Lentes de contacto' }));
    // A comma as the decimal separator, as much as a point.
    for (const [input, typed] of [
      [od('Esfera'), '-3'],
      [od('Curva base'), '8.6'],
      [od('Diámetro'), '14.2'],
      [oi('Esfera'), '-2,75'],
      [oi('Curva base'), '8,6'],
    ] as const) {
      await fill(user, input, typed);
    }
    await save(user);
    expect(await eyeGroup('izquierdo').findByText('El campo es requerido')).toBeTruthy();
    await fill(user, oi('Diámetro'), '14');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.sent[0]?.body as { kind: string; od: object; oi: object };
    expect(body.kind).toBe('CONTACTO');
    expect(body.od).toMatchObject({ sphere: -3, baseCurve: 8.6, diameter: 14.2 });
    expect(body.oi).toMatchObject({ sphere: -2.75, baseCurve: 8.6, diameter: 14 });
  });

  it('marks each value the server refuses on its field, with the server’s message', async () => {
    const user = keyboardUser();
    api.answer = () =>
      envelopeResponse(400, {
        result: false,
        message: 'Revisa los datos marcados.',
        codeError: 400,
        data: {
          errors: [
            { field: 'oi.sphere', message: 'Con el cilindro en negativo la esfera queda fuera' },
            { field: 'date', message: 'La fecha no puede ser posterior a hoy' },
          ],
        },
      });
    const { onSaved } = renderForm();
    await fill(user, od('Esfera'), '-1');
    await fill(user, oi('Esfera'), '+30');
    await save(user);
    expect(
      await eyeGroup('izquierdo').findByText('Con el cilindro en negativo la esfera queda fuera'),
    ).toBeTruthy();
    expect(oi('Esfera').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a saved prescription from its values and sends its id', async () => {
    const user = keyboardUser();
    const { onSaved } = renderForm(SAVED);
    expect(screen.getByText('Editar graduación del 10/03/2025').tagName).toBe('H2');
    expect(value(od('Esfera'))).toBe('-2.25');
    expect(value(od('Cilindro'))).toBe('-0.75');
    expect(value(od('Eje'))).toBe('180');
    expect(value(od('Adición'))).toBe('+1.50');
    expect(value(od('AV sc'))).toBe('200');
    expect(value(oi('Cilindro'))).toBe('');
    expect(value(oi('DP'))).toBe('31.5');
    await fill(user, od('Esfera'), '-2.5');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent[0]).toMatchObject({
      path: 'prescriptions/update',
      method: 'PUT',
      body: {
        id: 41,
        date: '2025-03-10',
        od: { sphere: -2.5, cylinder: -0.75, axis: 180, add: 1.5, vaSc: '20/200' },
        oi: { sphere: -2, cylinder: 0, axis: null, pd: 31.5 },
        notes: 'USA LENTES DESDE 2019',
      },
    });
    expect(api.sent[0]?.body).not.toHaveProperty('customer');
  });
});
