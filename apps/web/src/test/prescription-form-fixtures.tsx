import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadMessages } from './load-messages';
import { envelopeResponse, renderWithProviders } from './render-with-providers';
import { PrescriptionFormDialog } from '../features/prescriptions/prescription-form-dialog';

/*
 * What the prescription form's tests share: a saved prescription, the API behind fetch, and
 * queries by label. Queries by role compute every element's style in jsdom, a tenth of a second
 * or more each in a dialog this size; a label finds the same input in milliseconds.
 */

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
export const SAVED = prescriptionSchema.parse({
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

export const created = () =>
  envelopeResponse(200, {
    result: true,
    message: 'Registro creado correctamente.',
    codeError: null,
    data: { data: SAVED },
  });

export interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/**
 * The API behind fetch for each test of the file: `sent` lists the requests made, `answer` is what
 * the next one gets (a created record unless a test says otherwise).
 */
export function mockApi() {
  const api = { sent: [] as Sent[], answer: created };
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => loadMessages(['prescriptions']));
  beforeEach(() => {
    api.sent = [];
    api.answer = created;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input, init) => {
      api.sent.push({
        path: (input as string).replace(/^\/api\//, ''),
        method: init?.method ?? 'GET',
        body: JSON.parse(init?.body as string),
      });
      return Promise.resolve(api.answer());
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return api;
}

export function renderForm(prescription: typeof SAVED | null = null) {
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

/** No pause between keys: the tests are about what is typed, not how fast. */
export const keyboardUser = () => userEvent.setup({ delay: null });

export const eyeGroup = (name: 'derecho' | 'izquierdo') =>
  within(screen.getByLabelText(name === 'derecho' ? 'Ojo derecho (OD)' : 'Ojo izquierdo (OI)'));
export const od = (label: string) => eyeGroup('derecho').getByLabelText(label);
export const oi = (label: string) => eyeGroup('izquierdo').getByLabelText(label);
export const value = (input: HTMLElement) => (input as HTMLInputElement).value;
export const notes = () => screen.getByLabelText('Observaciones (opcional)');
export const save = (user: ReturnType<typeof keyboardUser>) =>
  user.click(screen.getByRole('button', { name: 'Guardar', hidden: true }));

/** The message under an input, as a screen reader reads it with the input. */
export const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

/**
 * Puts a value in a field, in place of what it held, where how it is typed is not the point: the
 * focus moves there (the field left is tidied and checked, as on a click) and the text arrives at
 * once.
 */
export async function fill(
  user: ReturnType<typeof keyboardUser>,
  input: HTMLElement,
  text: string,
) {
  act(() => {
    input.focus();
    (input as HTMLInputElement).select();
  });
  await user.paste(text);
}
