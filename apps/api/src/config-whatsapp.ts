import { ConfigError, given } from './config-secrets.js';

/**
 * The WhatsApp channel's settings (docs/operations.md, WhatsApp): the Cloud API's token and phone
 * number id, the app secret that signs the webhook, the verify token of its handshake, the
 * templates Meta approved and the price per category. Unset, the channel is off and every notice
 * goes by e-mail. The secrets are never printed.
 */
export interface WhatsappConfig {
  /** The Graph API's base, version included; a local fake in tests. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** The webhook's GET handshake answers only this token; unset, it answers none. */
  verifyToken: string | undefined;
  templates: { reminder: string; ready: string; recall: string };
  /** The templates' language (Meta's code). */
  language: string;
  /** MXN per delivered message of each paid category, as decimal text (docs/operations.md). */
  prices: { utility: string; marketing: string };
  /** How long a call to the Cloud API may take before it counts as unanswered. */
  timeoutMs: number;
}

const REQUIRED = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'] as const;
const PRICE = /^\d{1,4}(?:\.\d{1,4})?$/;
const TEMPLATE = /^[a-z0-9_]{1,512}$/;

/**
 * The channel's settings, or undefined when none is given. Some without the others is refused, so
 * that a half-configured channel never loses a message; so is a price or template name that cannot
 * be right, naming its variable.
 */
export function whatsappConfigOf(env: NodeJS.ProcessEnv): WhatsappConfig | undefined {
  const present = REQUIRED.filter((name) => given(env[name]) !== undefined);
  if (present.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => given(env[name]) === undefined);
  const problems: string[] = missing.map(
    (name) => `${name} is required with ${present.join(', ')} (the WhatsApp channel)`,
  );
  const setting = (name: string, fallback: string, form: RegExp) => {
    const value = given(env[name])?.trim() ?? fallback;
    if (!form.test(value)) problems.push(`${name} "${value}" is not valid`);
    return value;
  };
  const config: WhatsappConfig = {
    apiUrl: setting(
      'WHATSAPP_API_URL',
      'https://graph.facebook.com/v23.0',
      /^https?:\/\/\S+$/,
    ).replace(/\/$/, ''),
    token: env.WHATSAPP_TOKEN?.trim() ?? '',
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? '',
    appSecret: env.WHATSAPP_APP_SECRET?.trim() ?? '',
    verifyToken: given(env.WHATSAPP_VERIFY_TOKEN)?.trim(),
    templates: {
      reminder: setting('WHATSAPP_TEMPLATE_REMINDER', 'recordatorio_cita', TEMPLATE),
      ready: setting('WHATSAPP_TEMPLATE_READY', 'lentes_listos', TEMPLATE),
      recall: setting('WHATSAPP_TEMPLATE_RECALL', 'revision_anual', TEMPLATE),
    },
    language: setting('WHATSAPP_LANGUAGE', 'es_MX', /^[a-z]{2,3}(?:_[A-Z]{2})?$/),
    prices: {
      utility: setting('WHATSAPP_PRICE_UTILITY', '0', PRICE),
      marketing: setting('WHATSAPP_PRICE_MARKETING', '0', PRICE),
    },
    timeoutMs: 15_000,
  };
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return config;
}
