import { eq } from 'drizzle-orm';
import {
  CATALOGUE_NAMES,
  type CatalogueName,
  type ResourceName,
} from '@iris/domain/registry/resources';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { storages } from '../db/schema/inventory.schema.js';
import { invoices } from '../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../db/schema/invoicing.schema.js';
import { laboratories, labOrders } from '../db/schema/lab-orders.schema.js';
import { prescriptions } from '../db/schema/prescriptions.schema.js';
import { reminders } from '../db/schema/reminders.schema.js';
import { sales } from '../db/schema/sales.schema.js';
import { seedDetail, seedMovement, seedProduct, seedStock, seedStorage } from './seed-inventory.js';
import { seedAppointmentType, seedCustomer, seedEvent, seedNote } from './seed-records.js';
import { seedAudit, seedPayment, seedSale, seedSaleLine } from './seed-sales.js';
import { seedUser } from './test-app.js';
import { seedArcoRequest } from './seed-privacy.js';

/*
 * How to seed one row of each resource of the registry in a branch, for the isolation suite
 * (scope-isolation.test.ts): named for every resource, so a new one does not compile until it
 * says how, or that it is global.
 */
export interface Seeded {
  id: number;
  /** A valid update body for the row, when the resource declares an update. */
  update?: Record<string, unknown>;
  /** The table filters that list the row, when its table is always one parent's (a patient's). */
  filters?: Record<string, unknown>;
  /** Valid bodies of the actions that take more than the id (`status`), by action name. */
  actions?: Record<string, Record<string, unknown>>;
}

export type Seeder = (database: Database, branchId: number) => Promise<Seeded>;
/**
 * Rows of no branch, nothing to isolate: every catalogue, the questionnaire, the access log, the
 * fiscal issuers.
 */
export const GLOBAL = 'global';

/** The catalogues are global by their recipe (catalogue-resource.ts). */
const CATALOGUES = Object.fromEntries(CATALOGUE_NAMES.map((name) => [name, GLOBAL])) as Record<
  CatalogueName,
  typeof GLOBAL
>;

let counter = 0;
export const SEEDERS: Record<ResourceName, Seeder | typeof GLOBAL> = {
  ...CATALOGUES,
  questions: GLOBAL,
  answers: GLOBAL,
  'answers-questions': GLOBAL,
  'access-log': GLOBAL,
  // The chain's issuers: no branch's, super_admin's alone.
  'fiscal-issuers': GLOBAL,
  // The chain's aviso de privacidad, one text for every branch.
  'privacy-notices': GLOBAL,
  'arco-requests': async (database, branchId) => ({
    id: await seedArcoRequest(database, await seedCustomer(database, branchId)),
    actions: { resolve: { resolution: 'Atendida' } },
  }),
  users: async (database, branchId) => ({
    id: await seedUser(database, {
      email: `aislado${++counter}@iris.test`,
      role: 'receptionist',
      branchId,
    }),
  }),
  storages: async (database, branchId) => {
    const [row] = await database.db
      .insert(storages)
      .values({ name: `ALMACÉN ${++counter}`, branchId })
      .returning({ id: storages.id });
    return { id: row!.id, update: { name: `RENOMBRADO ${counter}` } };
  },
  stock: async (database, branchId) => {
    const storageId = await seedStorage(database, branchId);
    const product = await seedProduct(database);
    return { id: await seedStock(database, storageId, product.id, 5) };
  },
  movements: async (database, branchId) => ({
    id: await seedMovement(database, await seedStorage(database, branchId)),
    update: { type: 2, date: '2031-03-02', time: '11:00' },
  }),
  'movement-details': async (database, branchId) => {
    const movementId = await seedMovement(database, await seedStorage(database, branchId));
    const product = await seedProduct(database);
    return {
      id: await seedDetail(database, movementId, product.id),
      update: { product: { id: product.id }, qty: 2 },
      filters: { movementId },
    };
  },
  customers: async (database, branchId) => ({
    id: await seedCustomer(database, branchId),
    update: {
      name: 'OTRO',
      paternal: 'NOMBRE',
      maternal: 'DISTINTO',
      phone: String(5600000000 + ++counter),
      vatRequired: false,
      vat: null,
    },
  }),
  notes: async (database, branchId) => {
    const customerId = await seedCustomer(database, branchId);
    return {
      id: await seedNote(database, customerId, 'reception'),
      update: { title: 'CAMBIADA', description: 'Otro texto' },
      filters: { customerId },
    };
  },
  'branches-calendar': async (database, branchId) => {
    const typeId = await seedAppointmentType(database);
    return {
      id: await seedEvent(database, branchId, typeId, `2030-01-${10 + (++counter % 18)} 10:00`),
      update: {
        name: 'MOVIDA',
        description: 'Otra hora',
        start_date: '2030-02-01',
        start_time: '11:00',
        end_date: '2030-02-01',
        end_time: '11:30',
        color: 'red',
        type: { id: typeId },
      },
      actions: { status: { status: 'CONFIRMADA' } },
    };
  },
  shoppings: async (database, branchId) => ({
    id: await seedSale(database, branchId),
    update: { discount: 5 },
  }),
  'shopping-details': async (database, branchId) => {
    const saleId = await seedSale(database, branchId);
    const line = await seedSaleLine(database, saleId);
    return {
      id: line.id,
      update: { product: { id: line.productId }, qty: 1 },
      filters: { shoppingId: saleId },
    };
  },
  payments: async (database, branchId) => {
    const saleId = await seedSale(database, branchId);
    const auditId = await seedAudit(database, branchId);
    return {
      id: await seedPayment(database, saleId, auditId, branchId),
      filters: { shoppingId: saleId },
    };
  },
  'payments-report': async (database, branchId) => {
    const saleId = await seedSale(database, branchId);
    const auditId = await seedAudit(database, branchId);
    return {
      id: await seedPayment(database, saleId, auditId, branchId),
      filters: { branchId },
    };
  },
  audit: async (database, branchId) => ({
    id: await seedAudit(database, branchId),
    actions: { close: { closeAmount: 1 } },
  }),
  prescriptions: async (database, branchId) => {
    const customerId = await seedCustomer(database, branchId);
    const [doctor] = await database.db.select({ id: users.id }).from(users).limit(1);
    const [row] = await database.db
      .insert(prescriptions)
      .values({
        customerId,
        date: '2024-01-10',
        kind: 'LENTES',
        odSphere: '-1.00',
        odCylinder: '0.00',
        oiSphere: '-1.25',
        oiCylinder: '0.00',
        doctorId: doctor!.id,
      })
      .returning({ id: prescriptions.id });
    const eye = { sphere: '-1.50', cylinder: null, axis: null };
    return {
      id: row!.id,
      update: { date: '2024-01-11', kind: 'LENTES', od: eye, oi: eye, notes: null },
      filters: { customerId },
    };
  },
  reminders: async (database, branchId) => {
    const customerId = await seedCustomer(database, branchId);
    const [row] = await database.db
      .insert(reminders)
      .values({
        kind: 'CITA',
        status: 'ENVIADO',
        key: `CITA:aislada:${++counter}`,
        branchId,
        customerId,
        appointmentAt: '2031-06-01 10:00:00',
        dueDate: '2031-05-31',
      })
      .returning({ id: reminders.id });
    return { id: row!.id };
  },
  'lab-orders': async (database, branchId) => {
    const saleId = await seedSale(database, branchId);
    const [sale] = await database.db
      .select({ customerId: sales.customerId })
      .from(sales)
      .where(eq(sales.id, saleId));
    const [doctor] = await database.db.select({ id: users.id }).from(users).limit(1);
    const [prescription] = await database.db
      .insert(prescriptions)
      .values({
        customerId: sale!.customerId,
        date: '2024-01-10',
        kind: 'LENTES',
        odSphere: '-1.00',
        odCylinder: '0.00',
        oiSphere: '-1.25',
        oiCylinder: '0.00',
        doctorId: doctor!.id,
      })
      .returning({ id: prescriptions.id });
    const [laboratory] = await database.db
      .insert(laboratories)
      .values({ name: `LABORATORIO AISLADO ${++counter}`, leadDays: 5 })
      .returning({ id: laboratories.id });
    const [row] = await database.db
      .insert(labOrders)
      .values({
        branchId,
        serial: ++counter,
        saleId,
        prescriptionId: prescription!.id,
        customerId: sale!.customerId,
        laboratoryId: laboratory!.id,
        promisedDate: '2031-06-01',
      })
      .returning({ id: labOrders.id });
    return {
      id: row!.id,
      update: { promisedDate: '2031-06-02', notes: 'CAMBIADA' },
      actions: { advance: { status: 'ENVIADO' } },
    };
  },
  // A stamped CFDI of the branch (its XML is not read by the isolation suite).
  invoices: async (database, branchId) => {
    const tag = String(++counter).padStart(6, '0');
    const [issuer] = await database.db
      .insert(fiscalIssuers)
      .values({
        rfc: `AIS${tag}AA1`,
        name: `EMISOR ${tag}`,
        regime: '601',
        series: 'A',
        globalPeriodicity: '01',
      })
      .returning({ id: fiscalIssuers.id });
    const [row] = await database.db
      .insert(invoices)
      .values({
        issuerId: issuer!.id,
        branchId,
        series: 'A',
        folio: 1,
        status: 'VIGENTE',
        rfc: 'XAXX010101000',
        name: 'PUBLICO EN GENERAL',
        cfdiUse: 'S01',
        paymentMethod: 'PUE',
        paymentForm: '01',
        subtotal: '100.00',
        discount: '0.00',
        vat: '16.00',
        total: '116.00',
        issuedAt: new Date('2031-06-01T12:00:00Z'),
        sealedXml: '<cfdi:Comprobante/>',
        xml: '<cfdi:Comprobante/>',
        uuid: `00000000-0000-4000-8000-${tag.padStart(12, '0')}`,
      })
      .returning({ id: invoices.id });
    return { id: row!.id };
  },
  'notes-doctor': async (database, branchId) => {
    const customerId = await seedCustomer(database, branchId);
    return {
      id: await seedNote(database, customerId, 'doctor'),
      update: { title: 'CAMBIADA', description: 'Otro texto' },
      filters: { customerId },
    };
  },
};
