import { tableDataSchema } from '@iris/domain/common/table';
import { labOrderSchema, type LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { salePath } from '../../lib/route-id';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { labOrderOf } from '../../test/lab-order-fixtures';
import { LabOrdersList, type LabOrdersOf } from './lab-orders-list';

const order = (fields: Partial<LabOrder> & Pick<LabOrder, 'id' | 'serial'>) =>
  labOrderOf({ prescription: { id: 42, summary: 'OD -2.50 -0.75 × 180 / OI -2.00' }, ...fields });
const LATE = order({
  id: 90,
  serial: 3,
  status: 'ENVIADO',
  overdue: true,
  promisedDate: '2031-05-02',
});
const READY = order({
  id: 91,
  serial: 4,
  status: 'RECIBIDO',
  shopping: { id: 6, serial: 15 },
  laboratory: { id: 3, name: 'ÓPTICA LUX' },
  prescription: { id: 41, summary: 'OD -2.25 / OI -1.75' },
});

const fetchMock = vi.fn<typeof fetch>();
let rows: LabOrder[] = [];
let bodies: unknown[] = [];

beforeAll(() => loadMessages(['labOrders']));
beforeEach(() => {
  rows = [LATE, READY];
  bodies = [];
  setToken('token');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path !== 'lab-orders/getTable') {
      return Promise.resolve(
        envelopeResponse(404, { result: false, message: 'No', codeError: 404 }),
      );
    }
    bodies.push(JSON.parse(init?.body as string));
    const tableData = tableDataSchema(labOrderSchema).parse({
      items: rows,
      current: 1,
      limit: 10,
      total_items: rows.length,
      total_estimated: false,
      sortBy: 'urgency',
      descending: true,
    });
    return Promise.resolve(
      envelopeResponse(200, {
        result: true,
        message: 'Listo.',
        codeError: null,
        data: { tableData },
      }),
    );
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const renderList = (of: LabOrdersOf) =>
  renderWithProviders(<LabOrdersList of={of} />, { url: '/somewhere' });
const rowOf = async (folio: string) =>
  within(
    (await screen.findByRole('link', { name: `Ver la orden ${folio} en el tablero` })).closest(
      '[role="row"]',
    ) as HTMLElement,
  );

describe('the lab orders of a sale or a patient', () => {
  it("on a sale: the folio, laboratory, prescription, promised date and stage, 'Atrasada' when late", async () => {
    renderList({ shoppingId: 5 });
    const late = await rowOf('3');
    for (const text of [
      'ESSILOR',
      'OD -2.50 -0.75 × 180 / OI -2.00',
      '02/05/2031',
      'Enviado',
      'Atrasada',
    ]) {
      expect(late.getByText(text)).toBeTruthy();
    }
    const ready = await rowOf('4');
    for (const text of ['ÓPTICA LUX', 'OD -2.25 / OI -1.75', '15/05/2031', 'Recibido']) {
      expect(ready.getByText(text)).toBeTruthy();
    }
    expect(ready.queryByText('Atrasada')).toBeNull();
    expect(bodies[0]).toMatchObject({
      filters: { shoppingId: 5 },
      sortBy: 'urgency',
      descending: true,
    });
  });

  it("on a patient's record: each order's sale, a link to it, and a row opens the board", async () => {
    renderList({ customerId: 7 });
    const ready = await rowOf('4');
    expect(ready.getByRole('link', { name: 'Abrir la venta 15' }).getAttribute('href')).toBe(
      salePath(6),
    );
    expect(ready.queryByText('OD -2.25 / OI -1.75')).toBeNull();
    expect(ready.getByText('Recibido')).toBeTruthy();
    expect((await rowOf('3')).getByText('Atrasada')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ filters: { customerId: 7 } });
    // The board opens on the order: its branch, its patient and its stage's column.
    const board = '/lab-orders?branch=1&search=ANDREA+G%C3%93MEZ+IBARRA&stage=RECIBIDO';
    expect(
      ready.getByRole('link', { name: 'Ver la orden 4 en el tablero' }).getAttribute('href'),
    ).toBe(board);
    await userEvent.click(ready.getByText('ÓPTICA LUX'));
    expect(screen.getByTestId('location').textContent).toBe(board);
  });

  it('says so when there are none', async () => {
    rows = [];
    renderList({ customerId: 7 });
    expect(await screen.findByText('Sin órdenes de laboratorio')).toBeTruthy();
  });
});
