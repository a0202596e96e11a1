import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-secrets.js';
import { whatsappConfigOf } from './config-whatsapp.js';

const channel = {
  WHATSAPP_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    whatsappConfigOf(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return null;
};

describe('the WhatsApp settings (WHATSAPP_…)', () => {
  it('leave the channel off when none is given', () => {
    expect(whatsappConfigOf({})).toBeUndefined();
  });

  it("take Meta's Graph API, the templates and es_MX unless told, prices as decimal text", () => {
    expect(whatsappConfigOf({ ...channel, WHATSAPP_PRICE_MARKETING: '0.8150' })).toEqual({
      apiUrl: 'https://graph.facebook.com/v23.0',
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: undefined,
      templates: {
        reminder: 'recordatorio_cita',
        ready: 'lentes_listos',
        recall: 'revision_anual',
      },
      language: 'es_MX',
      prices: { utility: '0', marketing: '0.8150' },
      timeoutMs: 15_000,
    });
  });

  it('refuse a half-set channel and values that cannot be right, naming each', () => {
    expect(refusal({ WHATSAPP_TOKEN: 't' })?.split('\n')).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID is required with WHATSAPP_TOKEN (the WhatsApp channel)',
      'WHATSAPP_APP_SECRET is required with WHATSAPP_TOKEN (the WhatsApp channel)',
    ]);
    expect(
      refusal({
        ...channel,
        WHATSAPP_PRICE_UTILITY: '0,16',
        WHATSAPP_TEMPLATE_REMINDER: 'Recordatorio Cita',
      })?.split('\n'),
    ).toEqual([
      'WHATSAPP_TEMPLATE_REMINDER "Recordatorio Cita" is not valid',
      'WHATSAPP_PRICE_UTILITY "0,16" is not valid',
    ]);
  });
});
