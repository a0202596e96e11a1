import { defineStateMachine } from '../common/state-machine.js';

/**
 * docs/rules.md: PENDIENTE (nothing paid), ABONADO (part), PAGADO (all). Adding a payment moves it
 * forward, deleting one moves it back; it is recomputed from the amounts on every change, and this
 * table says which of those moves can happen at all. A cancelled sale owes nothing: CANCELADO,
 * for good.
 */
export const paymentStatus = defineStateMachine({
  initial: 'PENDIENTE',
  transitions: {
    PENDIENTE: ['ABONADO', 'PAGADO', 'CANCELADO'],
    ABONADO: ['ABONADO', 'PAGADO', 'PENDIENTE', 'CANCELADO'],
    PAGADO: ['ABONADO', 'PENDIENTE', 'CANCELADO'],
    CANCELADO: [],
  },
  editable: ['PENDIENTE', 'ABONADO'],
});

export type PaymentStatus = (typeof paymentStatus.states)[number];

/** The status a sale's paid amount gives it; amounts in cents, so no float comparison. */
export function paymentStatusOf(paidCents: number, totalCents: number): PaymentStatus {
  if (paidCents <= 0) return 'PENDIENTE';
  return paidCents >= totalCents ? 'PAGADO' : 'ABONADO';
}
