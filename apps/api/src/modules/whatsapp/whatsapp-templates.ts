import { sql, type SQL } from 'drizzle-orm';
import { formatDateText, formatMoneyText, formatTimeText } from '@iris/domain/common/column-text';
import { WHATSAPP_ANSWERS } from '@iris/domain/whatsapp/whatsapp.schemas';
import type { WhatsappConfig } from '../../config-whatsapp.js';
import type { TemplateMessage } from './cloud-api.js';

/*
 * The messages Iris sends, as the templates submitted to Meta take them (docs/operations.md,
 * WhatsApp: their text). Only the parameters travel; Meta holds the words.
 */

/** Whether a patient of alias `c` can get WhatsApp now: they agreed and have a Mexican number. */
export const whatsappReachable = (on: boolean, c = 'c'): SQL =>
  on ? sql.raw(`(${c}.whatsapp_consent and btrim(${c}.phone) ~ '^[2-9][0-9]{9}$')`) : sql`false`;

/** {{1}} patient, {{2}} branch, {{3}} DD/MM/YYYY, {{4}} HH:mm, {{5}} type; Confirmar / Necesito cambiarla. */
export const appointmentReminder = (
  config: WhatsappConfig,
  facts: { customerName: string; branch: string; date: string; time: string; type: string },
): TemplateMessage => ({
  template: config.templates.reminder,
  body: [facts.customerName, facts.branch, formatDateText(facts.date), facts.time, facts.type],
  buttons: [...WHATSAPP_ANSWERS],
});

/** {{1}} patient, {{2}} branch, {{3}} DD/MM/YYYY of the last exam. */
export const yearlyRecall = (
  config: WhatsappConfig,
  facts: { customerName: string; branch: string; lastExam: string },
): TemplateMessage => ({
  template: config.templates.recall,
  body: [facts.customerName, facts.branch, formatDateText(facts.lastExam)],
});

/** {{1}} patient, {{2}} branch, {{3}} its hours, {{4}} what remains to pay ($0.00 when paid). */
export const glassesReady = (
  config: WhatsappConfig,
  facts: { customerName: string; branch: string; open: string; close: string; balance: string },
): TemplateMessage => ({
  template: config.templates.ready,
  body: [
    facts.customerName,
    facts.branch,
    `${formatTimeText(facts.open)} a ${formatTimeText(facts.close)}`,
    formatMoneyText(facts.balance),
  ],
});

/** The answer to BAJA, ALTO or STOP: free text, inside the 24 hours the patient's message opened. */
export const STOPPED_TEXT =
  'Listo: ya no te enviaremos mensajes por WhatsApp. Si cambias de opinión, avísanos en tu sucursal.';
