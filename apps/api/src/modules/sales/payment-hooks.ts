import { moduleHook } from '../../lib/module-hooks.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';

/** A payment of a sale: the one just taken or deleted. */
export interface SalePayment {
  paymentId: number;
  saleId: number;
}

/*
 * What the modules built on sales do when a payment is taken or deleted, in its transaction, the
 * sale locked: invoicing queues the payment's complement, or the cancellation of its complement
 * (docs/rules.md, Payment complement; registered by invoice-hooks.ts).
 */
export const paymentTaken = moduleHook<[context: ResourceContext, payment: SalePayment]>();
export const paymentDeleted = moduleHook<[context: ResourceContext, payment: SalePayment]>();
