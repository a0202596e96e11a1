import { z } from 'zod';
import { dateField, idField } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/**
 * docs/rules.md WhatsApp: how far a message got. It only moves forward (ENVIADO, ENTREGADO, LEIDO);
 * FALLIDO ends it, whatever order Meta's events arrive in.
 */
export const WHATSAPP_DELIVERIES = ['ENVIADO', 'ENTREGADO', 'LEIDO', 'FALLIDO'] as const;
export type WhatsappDelivery = (typeof WHATSAPP_DELIVERIES)[number];

/** The channel a reminder went (or goes) by: WhatsApp for a patient who agreed, else e-mail. */
export const REMINDER_CHANNELS = ['EMAIL', 'WHATSAPP'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The appointment reminder's quick-reply buttons: _Confirmar_ and _Necesito cambiarla_. */
export const WHATSAPP_ANSWERS = ['CONFIRMAR', 'CAMBIAR'] as const;
export type WhatsappAnswer = (typeof WHATSAPP_ANSWERS)[number];

/**
 * Meta's pricing categories of the templates Iris sends: the appointment reminder and glasses
 * ready are utility, the yearly recall is marketing. A reply inside the patient's 24 hours (the
 * BAJA acknowledgement) is a service message, free.
 */
export const WHATSAPP_CATEGORIES = ['UTILITY', 'MARKETING', 'SERVICE'] as const;
export type WhatsappCategory = (typeof WHATSAPP_CATEGORIES)[number];

/**
 * POST reminders/getWhatsappCosts: the messages sent from `from` to `to` (inclusive days; the
 * screen asks for a month) of one branch, or of every branch (super_admin).
 */
export const whatsappCostsQuerySchema = z
  .object({
    branchId: idField().nullable().optional(),
    from: dateField(),
    to: dateField(),
  })
  .refine((query) => query.from <= query.to, { message: m('endAfterStart'), path: ['to'] });
export type WhatsappCostsQuery = z.infer<typeof whatsappCostsQuerySchema>;

/**
 * The month's WhatsApp messages by category: those Meta delivered are billed, at the category's
 * price (MXN, a setting); the cost is exact to the cent.
 */
export const whatsappCostsSchema = z.object({
  /** Whether the WhatsApp channel is set up on this server (its settings given). */
  enabled: z.boolean(),
  items: z.array(
    z.object({
      category: z.enum(WHATSAPP_CATEGORIES),
      /** Messages sent that month, and those of them delivered (billed). */
      sent: z.number(),
      delivered: z.number(),
      price: z.number(),
      cost: z.number(),
    }),
  ),
  total: z.number(),
});
export type WhatsappCosts = z.infer<typeof whatsappCostsSchema>;
