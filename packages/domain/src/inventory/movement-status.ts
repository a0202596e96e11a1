import { defineStateMachine } from '../common/state-machine.js';

/** docs/spec.md §4, docs/rules.md: NUEVO -> EJECUTADO or CANCELADO; only NUEVO takes changes. */
export const movementStatus = defineStateMachine({
  initial: 'NUEVO',
  transitions: { NUEVO: ['EJECUTADO', 'CANCELADO'], EJECUTADO: [], CANCELADO: [] },
  editable: ['NUEVO'],
});

export type MovementStatus = (typeof movementStatus.states)[number];
