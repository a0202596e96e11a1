import { describe, expect, it } from 'vitest';
import { LAB_ORDER_STATUSES, labOrderStatus } from './lab-order-status.js';

/* docs/rules.md, Lab orders: one step at a time; CANCELADO before ENTREGADO; two final stages. */
const ALLOWED = new Set([
  'PEDIDO>ENVIADO',
  'ENVIADO>RECIBIDO',
  'RECIBIDO>ENTREGADO',
  'PEDIDO>CANCELADO',
  'ENVIADO>CANCELADO',
  'RECIBIDO>CANCELADO',
]);

describe('the lab order stage machine', () => {
  const pairs = LAB_ORDER_STATUSES.flatMap((from) =>
    LAB_ORDER_STATUSES.map((to) => [from, to] as const),
  );

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(labOrderStatus.canTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('starts PEDIDO; ENTREGADO and CANCELADO are final and take no changes', () => {
    expect(labOrderStatus.initial).toBe('PEDIDO');
    for (const final of ['ENTREGADO', 'CANCELADO'] as const) {
      expect(LAB_ORDER_STATUSES.some((to) => labOrderStatus.canTransition(final, to))).toBe(false);
      expect(labOrderStatus.isEditable(final)).toBe(false);
    }
    expect(['PEDIDO', 'ENVIADO', 'RECIBIDO'].every((s) => labOrderStatus.isEditable(s))).toBe(true);
  });

  it('knows no other status', () => {
    expect(labOrderStatus.canTransition('__proto__', 'ENVIADO')).toBe(false);
    expect(labOrderStatus.canTransition('LISTO', 'ENTREGADO')).toBe(false);
  });
});
