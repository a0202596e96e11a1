import { defineStateMachine } from '../common/state-machine.js';

/**
 * docs/rules.md, Calendar: PROGRAMADA -> CONFIRMADA -> LLEGO -> ATENDIDA, or NO_ASISTIO from
 * PROGRAMADA or CONFIRMADA. Every status keeps the appointment editable (a moved appointment stays
 * what it was).
 */
export const appointmentStatus = defineStateMachine({
  initial: 'PROGRAMADA',
  transitions: {
    PROGRAMADA: ['CONFIRMADA', 'NO_ASISTIO'],
    CONFIRMADA: ['LLEGO', 'NO_ASISTIO'],
    LLEGO: ['ATENDIDA'],
    ATENDIDA: [],
    NO_ASISTIO: [],
  },
  editable: ['PROGRAMADA', 'CONFIRMADA', 'LLEGO', 'ATENDIDA', 'NO_ASISTIO'],
});

export type AppointmentStatus = (typeof appointmentStatus.states)[number];
export const APPOINTMENT_STATUSES = appointmentStatus.states as readonly [
  AppointmentStatus,
  ...AppointmentStatus[],
];
