import type { Customer } from '@iris/domain/customers/customer.schemas';
import type { TestApp } from './test-app.js';

/**
 * The customers calls of docs/api.md as a branch's receptionist makes them, and a valid new patient
 * of the branch (each with a phone of its own, from `firstPhone` on) that a test changes.
 */
export function customerCalls(t: TestApp, token: string, branchId: number, firstPhone: number) {
  let phone = firstPhone;
  const valid = (change: Record<string, unknown> = {}) => ({
    name: 'MARÍA',
    paternal: 'LÓPEZ',
    maternal: 'HERNÁNDEZ',
    phone: String(phone++),
    vatRequired: false,
    vat: null,
    branch: { id: branchId },
    ...change,
  });
  const create = (body: Record<string, unknown>) =>
    t.call<{ data: Customer }>('POST', '/api/customers/create', { token, body });
  const update = (body: Record<string, unknown>) =>
    t.call<{ data: Customer }>('PUT', '/api/customers/update', { token, body });
  return { valid, create, update };
}
