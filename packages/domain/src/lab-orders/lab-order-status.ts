import { defineStateMachine } from '../common/state-machine.js';

/**
 * docs/rules.md, Lab orders: PEDIDO -> ENVIADO -> RECIBIDO -> ENTREGADO, one step at a time; CANCELADO
 * from any stage before ENTREGADO. ENTREGADO and CANCELADO are final. The notes and promised
 * date change while the order is not final.
 */
export const labOrderStatus = defineStateMachine({
  initial: 'PEDIDO',
  transitions: {
    PEDIDO: ['ENVIADO', 'CANCELADO'],
    ENVIADO: ['RECIBIDO', 'CANCELADO'],
    RECIBIDO: ['ENTREGADO', 'CANCELADO'],
    ENTREGADO: [],
    CANCELADO: [],
  },
  editable: ['PEDIDO', 'ENVIADO', 'RECIBIDO'],
});

export type LabOrderStatus = (typeof labOrderStatus.states)[number];

export const LAB_ORDER_STATUSES = labOrderStatus.states;

/** The stages an order is advanced to (`PUT lab-orders/advance`); CANCELADO has its own call. */
export const LAB_ORDER_STAGES = ['ENVIADO', 'RECIBIDO', 'ENTREGADO'] as const;

/** The stages still waiting for the lenses: an order in one of them after its promised date is late. */
export const WAITING_STAGES: readonly LabOrderStatus[] = ['PEDIDO', 'ENVIADO'];
