import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { PrescriptionComparisonDialog } from './prescription-comparison';

const eye = (values: Record<string, unknown>) => ({
  sphere: 0,
  cylinder: 0,
  axis: null,
  add: null,
  prism: null,
  prismBase: null,
  pd: 31.5,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
  ...values,
});
const base = {
  kind: 'LENTES',
  notes: null,
  doctor: { id: 2, name: 'LAURA MÉNDEZ SOTO' },
  customer: { id: 7 },
  customerId: 7,
};
// Parsed by the API's own item schema: what the real API could not send fails here.
const CURRENT = prescriptionSchema.parse({
  ...base,
  id: 42,
  date: '2026-05-12',
  od: eye({ sphere: -2.5, cylinder: -0.75, axis: 180, prism: 1, prismBase: 'NASAL' }),
  oi: eye({ sphere: -2, add: 1.5, vaCc: '20/25' }),
  notes: 'CONTROL EN UN AÑO',
  summary: 'OD -2.50 -0.75 × 180 / OI -2.00 ADD +1.50',
  createdAt: '2026-05-12T16:00:00.000Z',
});
const PREVIOUS = prescriptionSchema.parse({
  ...base,
  id: 41,
  date: '2025-03-10',
  od: eye({ sphere: -2.25, cylinder: -0.75, axis: 180 }),
  oi: eye({ sphere: -2, vaCc: '20/40' }),
  summary: 'OD -2.25 -0.75 × 180 / OI -2.00',
  createdAt: '2025-03-10T16:00:00.000Z',
});
const CHANGES = [
  { eye: 'od', field: 'sphere', from: -2.25, to: -2.5 },
  { eye: 'od', field: 'prism', from: null, to: 1 },
  { eye: 'od', field: 'prismBase', from: null, to: 'NASAL' },
  { eye: 'oi', field: 'add', from: null, to: 1.5 },
  { eye: 'oi', field: 'vaCc', from: '20/40', to: '20/25' },
];

function bytesOf(blob: Blob) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

const fetchMock = vi.fn<typeof fetch>();
let pdf: () => Response;

beforeAll(() => loadMessages(['prescriptions']));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api\//, '');
    const answer = (data: unknown) =>
      envelopeResponse(200, { result: true, message: 'ok', codeError: null, data: { data } });
    if (path === 'prescriptions/compare/42') {
      return Promise.resolve(answer({ current: CURRENT, previous: PREVIOUS, changes: CHANGES }));
    }
    if (path === 'prescriptions/compare/41') {
      return Promise.resolve(answer({ current: PREVIOUS, previous: null, changes: [] }));
    }
    if (path === 'prescriptions/getPdf/42') return Promise.resolve(pdf());
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (prescription: typeof CURRENT) =>
  renderWithProviders(
    <PrescriptionComparisonDialog prescription={prescription} onClose={vi.fn()} />,
  );

describe('a prescription beside the previous one', () => {
  it('marks every changed value and lists each change', async () => {
    open(CURRENT);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Graduación del 12/05/2026' })).toBeTruthy();
    const changes = within(
      await dialog.findByRole('region', { name: 'Cambios respecto a la anterior' }),
    );
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'OD esfera -2.25 → -2.50',
      'OD prisma — → 1.00',
      'OD base del prisma — → Nasal',
      'OI adición — → +1.50',
      'OI AV con corrección 20/40 → 20/25',
    ]);
    // In the table, this prescription's right eye first, the previous one's under it.
    const rows = dialog.getAllByRole('row').slice(1);
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      '-2.50 (Antes: -2.25)',
      '-0.75',
      '180',
      '—',
      '1.00 (Antes: —)',
      'Nasal (Antes: —)',
      '31.5',
      '—',
      '—',
    ]);
    expect(cells(1)).toEqual(['-2.25', '-0.75', '180', '—', '—', '—', '31.5', '—', '—']);
    expect(cells(2)).toContain('+1.50 (Antes: —)');
    expect(cells(2)).toContain('20/25 (Antes: 20/40)');
    expect(dialog.getByText('CONTROL EN UN AÑO')).toBeTruthy();
  });

  it('says the first one has no previous one to compare with', async () => {
    open(PREVIOUS);
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      await dialog.findByText(
        'Es la primera graduación registrada del paciente: no hay una anterior con qué compararla.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('region', { name: 'Cambios respecto a la anterior' })).toBeNull();
    expect(dialog.queryByText(/Antes:/)).toBeNull();
  });

  it('prints the receta in a new tab', async () => {
    const user = userEvent.setup();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    pdf = () => new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } });
    const tab = { closed: false, close: vi.fn(), document: { title: '' }, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const made = vi.fn<(blob: Blob) => string>(() => 'blob:receta');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() }));
    open(CURRENT);
    await user.click(await screen.findByRole('button', { name: 'Imprimir receta' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:receta'));
    // The tab is handed the PDF as it arrived, typed as a PDF for the browser's viewer.
    const blob = made.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect([...(await bytesOf(blob))]).toEqual([...bytes]);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('says why a receta cannot be printed yet, with the server’s message', async () => {
    const user = userEvent.setup();
    const message = 'Registra tu cédula profesional en tu perfil para imprimir la receta.';
    pdf = () =>
      envelopeResponse(422, {
        result: false,
        message,
        codeError: 'professional_license_required',
        data: null,
      });
    const tab = { closed: false, close: vi.fn(), document: { title: '' }, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open(CURRENT);
    await user.click(await screen.findByRole('button', { name: 'Imprimir receta' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});
