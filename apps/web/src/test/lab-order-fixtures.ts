import { labOrderSchema, type LabOrder } from '@iris/domain/lab-orders/lab-order.schemas';
import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import { saleSchema, type Sale } from '@iris/domain/sales/sale.schemas';

// Fake answers of the API for the lab orders' tests, each parsed by the API's own schema: one the
// API could not send fails here.

/** A lab order of ANDREA GÓMEZ IBARRA's sale 12 at ESSILOR, PEDIDO; `fields` change it. */
export const labOrderOf = (fields: Partial<LabOrder> & Pick<LabOrder, 'id' | 'serial'>) =>
  labOrderSchema.parse({
    status: 'PEDIDO',
    branch: { id: 1, name: 'SUCURSAL CENTRO' },
    shopping: { id: 5, serial: 12 },
    customer: { id: 7, name: 'ANDREA GÓMEZ IBARRA' },
    laboratory: { id: 2, name: 'ESSILOR' },
    prescription: { id: 42, summary: 'OD -2.50 / OI -2.00' },
    promisedDate: '2031-05-15',
    overdue: false,
    notes: null,
    history: [],
    ...fields,
  });

/** Sale 12 (id 5) of $2,000.00, nothing paid, to customer 7 unless `fields` say otherwise. */
export const saleOf = (fields: Partial<Sale> = {}): Sale =>
  saleSchema.parse({
    id: 5,
    serial: 12,
    branch: { id: 1, name: 'SUCURSAL CENTRO' },
    branchId: 1,
    customer: { id: 7, name: 'ANDREA GÓMEZ IBARRA' },
    customerId: 7,
    salesman: { id: 3, name: 'LUISA PÉREZ' },
    audit: { id: 4 },
    date: '2031-05-10',
    time: '11:00',
    amount: 2000,
    discount: 0,
    vat: 0,
    vat_required: false,
    total: 2000,
    paid: 0,
    remaining: 2000,
    status: 'EJECUTADO',
    paymentStatus: 'PENDIENTE',
    lines: 1,
    invoice: null,
    ...fields,
  });

const eye = (sphere: number) => ({
  sphere,
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
});

/** Patient 7's glasses prescription of `date`, written by LAURA MÉNDEZ SOTO. */
export const prescriptionOf = (id: number, date: string, summary: string) =>
  prescriptionSchema.parse({
    id,
    date,
    kind: 'LENTES',
    od: eye(-2.5),
    oi: eye(-2),
    notes: null,
    summary,
    doctor: { id: 2, name: 'LAURA MÉNDEZ SOTO' },
    customer: { id: 7 },
    customerId: 7,
    createdAt: `${date}T16:00:00.000Z`,
  });
