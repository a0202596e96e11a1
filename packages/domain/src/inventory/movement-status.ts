import { defineStateMachine } from '../common/state-machine.js';

/** SPEC.md §4, RULES.md: NUEVO -> EJECUTADO or CANCELADO; only NUEVO takes changes. */
export const movementStatus = defineStateMachine({
  initial: 'NUEVO',
  transitions: { NUEVO: ['EJECUTADO', 'CANCELADO'], EJECUTADO: [], CANCELADO: [] },
  editable: ['NUEVO'],
});

export type MovementStatus = (typeof movementStatus.states)[number];
