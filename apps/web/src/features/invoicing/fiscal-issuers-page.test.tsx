import { tableDataSchema } from '@iris/domain/common/table';
import { fiscalIssuerItemSchema } from '@iris/domain/invoicing/fiscal-issuer.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session-token';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { FiscalIssuersPage } from './fiscal-issuers-page';

const DAY_MS = 86_400_000;
const csd = (number: string, validTo: Date, flags: { expiresSoon: boolean; expired: boolean }) => ({
  certificateNumber: number,
  validFrom: '2024-01-15T18:00:00.000Z',
  validTo: validTo.toISOString(),
  rfc: 'EKU9003173C9',
  ...flags,
});
const issuer = (id: number, name: string, csdFacts: unknown) =>
  // Parsed by the API's own item schema: a fake the real API could not send fails here.
  fiscalIssuerItemSchema.parse({
    id,
    rfc: 'EKU9003173C9',
    name,
    regime: '601',
    series: 'A',
    globalPeriodicity: '04',
    csd: csdFacts,
  });
const soon = new Date(Date.now() + 10 * DAY_MS);
const ISSUERS = [
  issuer(
    1,
    'ÓPTICAS NORTE',
    csd('30001000000300023708', soon, { expiresSoon: true, expired: false }),
  ),
  issuer(
    2,
    'ÓPTICAS SUR',
    csd('30001000000300023709', new Date('2020-10-25T12:00:00Z'), {
      expiresSoon: false,
      expired: true,
    }),
  ),
  issuer(3, 'ÓPTICAS CENTRO', null),
];
const tableOf = (items: unknown[]) =>
  tableDataSchema(fiscalIssuerItemSchema).parse({
    items,
    current: 1,
    limit: 5,
    total_items: items.length,
    total_estimated: false,
    sortBy: 'name',
    descending: false,
  });

const ok = (data: unknown, message = 'Registro creado correctamente.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let items: unknown[] = ISSUERS;

/** What the upload dialog sent, and the answer the fake server gives it. */
let sentForm: FormData | null = null;
let uploadAnswer: { status: number; body: unknown } = { status: 200, body: {} };
/** Gives the upload's answer: held until the test has seen the progress. */
let answerUpload: (() => void) | null = null;

class FakeXhr {
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    sentForm = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
    answerUpload = () => {
      this.status = uploadAnswer.status;
      this.response = uploadAnswer.body;
      this.onload?.();
    };
  }
}

beforeAll(() => loadMessages(['invoicing']));
beforeEach(() => {
  requests = [];
  items = ISSUERS;
  sentForm = null;
  answerUpload = null;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'fiscal-issuers/getTable')
      return Promise.resolve(ok({ tableData: tableOf(items) }));
    return Promise.resolve(ok({ data: { ...ISSUERS[2], ...(body as object), id: 9 } }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('Emisores fiscales', () => {
  it('lists each issuer with its certificate, its end as DD/MM/YYYY and a warning chip', async () => {
    renderWithProviders(<FiscalIssuersPage />);
    expect(await screen.findByRole('heading', { name: 'Emisores fiscales' })).toBeTruthy();
    const north = await rowOf('ÓPTICAS NORTE');
    expect(within(north).getByText('30001000000300023708')).toBeTruthy();
    const day = soon.toLocaleDateString('es-MX', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(within(north).getByText(day)).toBeTruthy();
    expect(within(north).getByText('Vence pronto')).toBeTruthy();
    const south = await rowOf('ÓPTICAS SUR');
    expect(within(south).getByText('25/10/2020')).toBeTruthy();
    expect(within(south).getByText('Vencido')).toBeTruthy();
    expect(within(south).queryByText('Vence pronto')).toBeNull();
    expect(within(await rowOf('ÓPTICAS CENTRO')).getByText('Sin CSD')).toBeTruthy();
  });

  it('says there are none yet when the list is empty', async () => {
    items = [];
    renderWithProviders(<FiscalIssuersPage />);
    expect(await screen.findByText(/Aún no hay emisores fiscales/)).toBeTruthy();
  });

  it('creates an issuer: a wrong RFC is said in Spanish and nothing is sent; then upper-cased', async () => {
    renderWithProviders(<FiscalIssuersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo emisor' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('RFC'), 'eku9003173c8');
    await userEvent.type(within(dialog).getByLabelText('Razón social'), 'ópticas luz sa de cv');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Régimen fiscal' }));
    await userEvent.click(
      screen.getByRole('option', { name: '601 — General de Ley Personas Morales' }),
    );
    await userEvent.type(within(dialog).getByLabelText('Serie'), 'a');
    await userEvent.click(
      within(dialog).getByRole('combobox', { name: 'Periodicidad de la factura global' }),
    );
    await userEvent.click(screen.getByRole('option', { name: '04 — Mensual' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(/dígito verificador del RFC no corresponde/),
    ).toBeTruthy();
    const rfc = within(dialog).getByLabelText('RFC');
    await userEvent.clear(rfc);
    await userEvent.type(rfc, 'eku9003173c9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/sin el régimen societario/)).toBeTruthy();
    expect(requests.some((request) => request.path === 'fiscal-issuers/create')).toBe(false);

    const name = within(dialog).getByLabelText('Razón social');
    await userEvent.clear(name);
    await userEvent.type(name, 'ópticas luz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.path === 'fiscal-issuers/create')?.body).toEqual({
      rfc: 'EKU9003173C9',
      name: 'ÓPTICAS LUZ',
      regime: '601',
      series: 'A',
      globalPeriodicity: '04',
    });
  });
});

describe('Subir CSD', () => {
  const openUpload = async () => {
    renderWithProviders(<FiscalIssuersPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Subir CSD de ÓPTICAS NORTE' }),
    );
    return screen.findByRole('dialog', { name: 'Subir CSD de ÓPTICAS NORTE' });
  };
  const cer = new File([new Uint8Array([0x30, 0x82])], 'csd.cer');
  const key = new File([new Uint8Array([0x30, 0x81])], 'csd.key');
  const choose = async (dialog: HTMLElement) => {
    const [certificateInput, keyInput] = dialog.querySelectorAll('input[type="file"]');
    await userEvent.upload(certificateInput as HTMLInputElement, cer);
    await userEvent.upload(keyInput as HTMLInputElement, key);
  };

  it('asks for both files and the password before sending anything', async () => {
    const dialog = await openUpload();
    expect(within(dialog).getByText(/CSD actual: 30001000000300023708/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(within(dialog).getAllByText('El campo es requerido')).toHaveLength(3);
    expect(sentForm).toBeNull();
  });

  it('sends the .cer, the .key and the password (a password input), showing the progress', async () => {
    uploadAnswer = {
      status: 200,
      body: {
        result: true,
        message: 'CSD cargado correctamente.',
        codeError: null,
        data: { certificateNumber: '1', validFrom: '', validTo: '', rfc: 'EKU9003173C9' },
      },
    };
    const dialog = await openUpload();
    await choose(dialog);
    expect(within(dialog).getByText('csd.cer')).toBeTruthy();
    const password = within(dialog).getByLabelText('Contraseña de la llave privada');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.type(password, '12345678a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(within(dialog).getByText(/50/)).toBeTruthy();
    answerUpload?.();
    expect(await screen.findByText('CSD cargado correctamente.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentForm?.get('id')).toBe('1');
    expect(sentForm?.get('password')).toBe('12345678a');
    expect((sentForm?.get('certificate') as File).name).toBe('csd.cer');
    expect((sentForm?.get('key') as File).name).toBe('csd.key');
  });

  it("shows the server's refusal above the form and on the input it concerns", async () => {
    const reason = 'la llave privada (.key) no se pudo leer o la contraseña no es correcta';
    uploadAnswer = {
      status: 422,
      body: {
        result: false,
        message: `El CSD no es válido: ${reason}.`,
        codeError: 'csd_invalid',
        data: { reason, errors: [{ field: 'password', message: reason }] },
      },
    };
    const dialog = await openUpload();
    await choose(dialog);
    await userEvent.type(within(dialog).getByLabelText('Contraseña de la llave privada'), 'mala');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(answerUpload).not.toBeNull());
    answerUpload?.();
    expect(await within(dialog).findByText(`El CSD no es válido: ${reason}.`)).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Subir' })).toBeTruthy();
  });
});
