import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../lib/format-date';
import { loadMessages } from '../../lib/i18n';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { PrescriptionFormDialog } from './prescription-form-dialog';

const eye = (values: Record<string, unknown>) => ({
  sphere: 0,
  cylinder: 0,
  axis: null,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
  ...values,
});
// Parsed by the API's own item schema: a prescription the API could not send fails here.
const SAVED = prescriptionSchema.parse({
  id: 41,
  date: '2025-03-10',
  kind: 'LENTES',
  od: eye({ sphere: -2.25, cylinder: -0.75, axis: 180, add: 1.5, vaSc: '20/200', vaCc: '20/20' }),
  oi: eye({ sphere: -2, pd: 31.5 }),
  notes: 'USA LENTES DESDE 2019',
  summary: 'OD -2.25 -0.75 × 180 ADD +1.50 / OI -2.00',
  doctor: { id: 2, name: 'LAURA MÉNDEZ' },
  customer: { id: 7 },
  customerId: 7,
  createdAt: '2025-03-10T16:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
let sent: { path: string; method: string; body: unknown }[] = [];
let answer: () => Response;
const created = () =>
  envelopeResponse(200, {
    result: true,
    message: 'Registro creado correctamente.',
    codeError: null,
    data: { data: SAVED },
  });

beforeAll(() => loadMessages(['prescriptions']));
beforeEach(() => {
  sent = [];
  answer = created;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    sent.push({
      path: (input as string).replace(/^\/api\//, ''),
      method: init?.method ?? 'GET',
      body: JSON.parse(init?.body as string),
    });
    return Promise.resolve(answer());
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderForm(prescription: typeof SAVED | null = null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <PrescriptionFormDialog
      open
      customerId={7}
      prescription={prescription}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose };
}

const eyeGroup = (name: 'derecho' | 'izquierdo') =>
  within(screen.getByRole('group', { name: new RegExp(`^Ojo ${name}`) }));
const od = (label: string) => eyeGroup('derecho').getByRole('textbox', { name: label });
const oi = (label: string) => eyeGroup('izquierdo').getByRole('textbox', { name: label });
const value = (input: HTMLElement) => (input as HTMLInputElement).value;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('the prescription form', () => {
  it('writes what is typed as an optometrist does when the field is left', async () => {
    const user = userEvent.setup();
    renderForm();
    // The doctor starts typing at once, on the right eye's sphere.
    expect(document.activeElement).toBe(od('Esfera'));
    await user.keyboard('1.25');
    await user.tab();
    expect(value(od('Esfera'))).toBe('+1.25');
    await user.type(od('Cilindro'), '-.5');
    await user.type(oi('Esfera'), '0');
    await user.type(oi('Cilindro'), '-0.5');
    await user.type(oi('Adición'), '2');
    await user.type(oi('DP'), '31,5');
    await user.click(screen.getByRole('textbox', { name: 'Observaciones (opcional)' }));
    expect(value(oi('Esfera'))).toBe('PLANO');
    expect(value(oi('Cilindro'))).toBe('-0.50');
    expect(value(oi('Adición'))).toBe('+2.00');
    expect(value(oi('DP'))).toBe('31.5');
    // Not a number as typed: left as it is, and the schema says why.
    expect(value(od('Cilindro'))).toBe('-.5');
    expect(od('Cilindro').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a value off its step on the field, with the schema’s message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(od('Esfera'), '-2.30');
    await user.tab();
    const sphere = od('Esfera');
    expect(sphere.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(sphere.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Debe ser de -30.00 a +30.00 en pasos de 0.25');
    await user.type(oi('Esfera'), '-2.25');
    await user.type(oi('DP'), '31.2');
    await save();
    expect(
      await eyeGroup('izquierdo').findByText('Debe ser de 20.00 a 40.00 en pasos de 0.50'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('takes an axis only with a cylinder, and asks for it when there is one', async () => {
    const user = userEvent.setup();
    renderForm();
    expect((od('Eje') as HTMLInputElement).disabled).toBe(true);
    await user.type(od('Esfera'), '-2');
    await user.type(od('Cilindro'), '-0.75');
    await waitFor(() => expect((od('Eje') as HTMLInputElement).disabled).toBe(false));
    await user.type(oi('Esfera'), '-2');
    await save();
    expect(
      await eyeGroup('derecho').findByText(
        'El eje es un número entero de 1 a 180 y se requiere con cilindro',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(od('Eje'), '180');
    await user.clear(od('Cilindro'));
    // No cylinder, no axis: the one typed goes, and the field is skipped.
    await waitFor(() => expect((od('Eje') as HTMLInputElement).disabled).toBe(true));
    expect(value(od('Eje'))).toBe('');
  });

  it('copies the right eye to the left one', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(od('Esfera'), '-3.5');
    await user.type(od('Cilindro'), '-1');
    await user.type(od('Eje'), '90');
    await user.type(od('AV sc'), '100');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Copiar OD a OI' }));
    expect(value(oi('Esfera'))).toBe('-3.50');
    expect(value(oi('Cilindro'))).toBe('-1.00');
    expect(value(oi('Eje'))).toBe('90');
    expect(value(oi('AV sc'))).toBe('100');
    expect(value(oi('Adición'))).toBe('');
  });

  it('shows a plus cylinder as it will be saved, in minus cylinder', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(od('Esfera'), '-1.50');
    await user.type(od('Cilindro'), '+0.50');
    expect(screen.queryByText(/Se guardará como/)).toBeNull();
    await user.type(od('Eje'), '180');
    expect(eyeGroup('derecho').getByRole('status').textContent).toBe(
      'Se guardará como: -1.00 -0.50 × 90',
    );
    // A minus cylinder is saved as typed: nothing to announce.
    await user.type(oi('Esfera'), '-1');
    await user.type(oi('Cilindro'), '-0.5');
    await user.type(oi('Eje'), '90');
    expect(eyeGroup('izquierdo').queryByRole('status')).toBeNull();
  });

  it('sends the values as the API takes them: numbers, acuity as 20/x, blanks as null', async () => {
    const user = userEvent.setup();
    const { onSaved, onClose } = renderForm();
    await user.type(od('Esfera'), '-2.25');
    await user.type(od('Cilindro'), '+0.75');
    await user.type(od('Eje'), '90');
    await user.type(od('Adición'), '1.5');
    await user.type(od('Prisma'), '2');
    await user.tab();
    await user.selectOptions(eyeGroup('derecho').getByRole('combobox', { name: 'Base' }), 'NASAL');
    await user.type(od('DP'), '32');
    await user.type(od('AV sc'), '200');
    await user.type(od('AV cc'), '20/20');
    await user.type(oi('Esfera'), 'plano');
    await user.type(oi('Adición'), '+1.50');
    await user.type(screen.getByRole('textbox', { name: 'Observaciones (opcional)' }), 'Control');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const blank = { baseCurve: null, diameter: null };
    expect(sent).toEqual([
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
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    expect(eyeGroup('derecho').queryByRole('textbox', { name: 'Curva base' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Lentes de contacto' }));
    for (const [input, typed] of [
      [od('Esfera'), '-3'],
      [od('Curva base'), '8.6'],
      [od('Diámetro'), '14.2'],
      [oi('Esfera'), '-2.75'],
      [oi('Curva base'), '8.6'],
    ] as const) {
      await user.type(input, typed);
    }
    await save();
    expect(await eyeGroup('izquierdo').findByText('El campo es requerido')).toBeTruthy();
    await user.type(oi('Diámetro'), '14');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sent[0]?.body as { kind: string; od: object; oi: object };
    expect(body.kind).toBe('CONTACTO');
    expect(body.od).toMatchObject({ sphere: -3, baseCurve: 8.6, diameter: 14.2 });
    expect(body.oi).toMatchObject({ sphere: -2.75, baseCurve: 8.6, diameter: 14 });
  });

  it('marks each value the server refuses on its field, with the server’s message', async () => {
    const user = userEvent.setup();
    answer = () =>
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
    await user.type(od('Esfera'), '-1');
    await user.type(oi('Esfera'), '+30');
    await save();
    expect(
      await eyeGroup('izquierdo').findByText('Con el cilindro en negativo la esfera queda fuera'),
    ).toBeTruthy();
    expect(oi('Esfera').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a saved prescription from its values and sends its id', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm(SAVED);
    expect(screen.getByRole('heading', { name: 'Editar graduación del 10/03/2025' })).toBeTruthy();
    expect(value(od('Esfera'))).toBe('-2.25');
    expect(value(od('Cilindro'))).toBe('-0.75');
    expect(value(od('Eje'))).toBe('180');
    expect(value(od('Adición'))).toBe('+1.50');
    expect(value(od('AV sc'))).toBe('200');
    expect(value(oi('Cilindro'))).toBe('');
    expect(value(oi('DP'))).toBe('31.5');
    await user.clear(od('Esfera'));
    await user.type(od('Esfera'), '-2.5');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
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
    expect(sent[0]?.body).not.toHaveProperty('customer');
  });
});
