import { describe, expect, it } from 'vitest';
import { movementStatus } from '../inventory/movement-status.js';
import { paymentStatus, paymentStatusOf } from '../sales/payment-status.js';
import { saleStatus } from '../sales/sale-status.js';

describe('movement status', () => {
  it('goes from NUEVO to EJECUTADO or CANCELADO and nowhere after', () => {
    expect(movementStatus.initial).toBe('NUEVO');
    expect(movementStatus.canTransition('NUEVO', 'EJECUTADO')).toBe(true);
    expect(movementStatus.canTransition('NUEVO', 'CANCELADO')).toBe(true);
    expect(movementStatus.canTransition('EJECUTADO', 'CANCELADO')).toBe(false);
    expect(movementStatus.canTransition('CANCELADO', 'EJECUTADO')).toBe(false);
    expect(movementStatus.canTransition('EJECUTADO', 'EJECUTADO')).toBe(false);
  });

  it('takes changes only while NUEVO', () => {
    expect(movementStatus.states.filter((s) => movementStatus.isEditable(s))).toEqual(['NUEVO']);
  });

  it('knows no status outside its table, prototype keys included', () => {
    for (const value of ['nuevo', '', '__proto__', 'toString', 'constructor', null, 1]) {
      expect(movementStatus.isState(value)).toBe(false);
    }
    expect(movementStatus.canTransition('toString', 'EJECUTADO')).toBe(false);
    expect(movementStatus.isEditable('__proto__')).toBe(false);
  });
});

describe('sale status', () => {
  it('lets an executed sale be cancelled, never reopened', () => {
    expect(saleStatus.canTransition('EJECUTADO', 'CANCELADO')).toBe(true);
    expect(saleStatus.canTransition('EJECUTADO', 'NUEVO')).toBe(false);
    expect(saleStatus.canTransition('CANCELADO', 'EJECUTADO')).toBe(false);
  });
});

describe('payment status', () => {
  it('follows the paid amount', () => {
    expect(paymentStatusOf(0, 10_000)).toBe('PENDIENTE');
    expect(paymentStatusOf(1, 10_000)).toBe('ABONADO');
    expect(paymentStatusOf(10_000, 10_000)).toBe('PAGADO');
  });

  it('never returns to PENDIENTE from itself, and a paid sale takes no more payments', () => {
    expect(paymentStatus.canTransition('PENDIENTE', 'PENDIENTE')).toBe(false);
    expect(paymentStatus.canTransition('PAGADO', 'PENDIENTE')).toBe(true);
    expect(paymentStatus.isEditable('PAGADO')).toBe(false);
  });
});
