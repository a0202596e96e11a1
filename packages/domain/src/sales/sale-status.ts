import { defineStateMachine } from '../common/state-machine.js';

/**
 * docs/spec.md §4, docs/rules.md: a NUEVO sale takes products and is executed or cancelled; an executed
 * sale can still be cancelled (its stock goes back). Only NUEVO takes changes.
 */
export const saleStatus = defineStateMachine({
  initial: 'NUEVO',
  transitions: { NUEVO: ['EJECUTADO', 'CANCELADO'], EJECUTADO: ['CANCELADO'], CANCELADO: [] },
  editable: ['NUEVO'],
});

export type SaleStatus = (typeof saleStatus.states)[number];
