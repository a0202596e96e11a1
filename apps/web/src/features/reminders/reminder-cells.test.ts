import type { Reminder } from '@iris/domain/reminders/reminder.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { loadMessages } from '../../test/load-messages';
import { reasonText } from './reminder-cells';

beforeAll(() => loadMessages(['reminders']));

type Said = Pick<Reminder, 'reason' | 'detail' | 'channel' | 'status'>;
const said = (change: Partial<Said>) =>
  reasonText(i18n.t, {
    reason: null,
    detail: null,
    channel: 'WHATSAPP',
    status: 'FALLIDO',
    ...change,
  });

describe('a reminder’s reason in words', () => {
  it('words every WhatsApp reason, with the Cloud API’s code when WhatsApp refused it', () => {
    expect(said({ reason: 'WHATSAPP_NOT_USER', detail: '131026' })).toBe(
      'El número no tiene WhatsApp',
    );
    expect(said({ reason: 'WHATSAPP_TEMPLATE' })).toBe('Plantilla pausada o rechazada por Meta');
    expect(said({ reason: 'WHATSAPP_STOPPED' })).toBe(
      'El paciente dejó de aceptar mensajes de marketing',
    );
    expect(said({ reason: 'WHATSAPP_REFUSED', detail: '131049' })).toBe(
      'WhatsApp rechazó el mensaje (código 131049)',
    );
    expect(said({ reason: 'WHATSAPP_REFUSED' })).toBe('WhatsApp rechazó el mensaje');
    expect(said({ reason: 'WHATSAPP_UNREACHABLE' })).toBe('No se pudo contactar a WhatsApp');
    expect(said({ reason: 'WHATSAPP_UNCERTAIN' })).toBe('No se sabe si llegó; no se reenvió');
  });

  it('says the e-mail went instead when WhatsApp did not take it', () => {
    const email = { channel: 'EMAIL', reason: 'WHATSAPP_TEMPLATE' } as const;
    expect(said({ ...email, status: 'ENVIADO' })).toBe(
      'Enviado por correo: Plantilla pausada o rechazada por Meta',
    );
    expect(said({ ...email, status: 'PENDIENTE' })).toBe(
      'Se enviará por correo: Plantilla pausada o rechazada por Meta',
    );
    // An e-mail's own reason is said as before.
    expect(said({ channel: 'EMAIL', reason: 'SMTP_REJECTED', detail: '550' })).toBe(
      'El servidor de correo lo rechazó (código 550)',
    );
    expect(said({})).toBe('');
  });
});
