import type { ReminderReason } from '@iris/domain/reminders/reminder.schemas';
import type { WhatsappConfig } from '../../config-whatsapp.js';

/*
 * The WhatsApp Business Platform's Cloud API, by plain HTTPS (docs/architecture.md, WhatsApp): one
 * call, POST {phone-number-id}/messages with the bearer token. Meta's own Node SDK is archived and
 * the community clients wrap this one call in far more code than it takes; fetch is Node's own.
 */

/** An approved template: its body's parameters in order, and the quick-reply buttons' payloads. */
export interface TemplateMessage {
  template: string;
  body: string[];
  buttons?: string[];
}

/** What the patient is sent: a template (a notice), or text (an answer inside their 24 hours). */
export type Outgoing = TemplateMessage | { text: string };

/**
 * Why the Cloud API did not take a message, in the terms Iris acts on: `retry` when it may take it
 * later (rate limits, Meta down); `sent` false when it is known not to have gone, unknown when the
 * call was cut after it left (then it is never sent again: one message, at most).
 */
export class CloudApiError extends Error {
  constructor(
    readonly reason: Extract<ReminderReason, `WHATSAPP_${string}`>,
    readonly code: number | null,
    readonly retry: boolean,
    readonly known: boolean,
  ) {
    super(`WhatsApp ${reason}${code === null ? '' : ` (${code})`}`);
  }
}

/** Meta's error codes (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). */
const NOT_A_USER = new Set([131026, 131030, 131045]);
const LATER = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);
const STOPPED = 131050;

/** The reason of a failure Meta explained with a code, in its answer or a failed status. */
export function failureOf(code: number | null, httpStatus?: number): CloudApiError {
  if (code !== null && NOT_A_USER.has(code))
    return new CloudApiError('WHATSAPP_NOT_USER', code, false, true);
  if (code !== null && code >= 132000 && code < 133000) {
    return new CloudApiError('WHATSAPP_TEMPLATE', code, false, true);
  }
  if (code === STOPPED) return new CloudApiError('WHATSAPP_STOPPED', code, false, true);
  if ((code !== null && LATER.has(code)) || (httpStatus ?? 0) >= 500 || httpStatus === 429) {
    return new CloudApiError('WHATSAPP_UNREACHABLE', code, true, true);
  }
  return new CloudApiError('WHATSAPP_REFUSED', code, false, true);
}

/** Errors of a connection that never opened: the message did not leave. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function networkFailure(error: unknown): CloudApiError {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (NOT_SENT.has(cause?.code ?? ''))
    return new CloudApiError('WHATSAPP_UNREACHABLE', null, true, true);
  return new CloudApiError('WHATSAPP_UNCERTAIN', null, false, false);
}

function payloadOf(config: WhatsappConfig, to: string, message: Outgoing) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if ('text' in message) return { ...base, type: 'text', text: { body: message.text } };
  const text = (value: string) => ({ type: 'text', text: value });
  return {
    ...base,
    type: 'template',
    template: {
      name: message.template,
      language: { code: config.language },
      components: [
        { type: 'body', parameters: message.body.map(text) },
        ...(message.buttons ?? []).map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  };
}

/** Sends one message; the id Meta gave it (`wamid…`), or a CloudApiError. */
export async function sendMessage(
  config: WhatsappConfig,
  to: string,
  message: Outgoing,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payloadOf(config, to, message)),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw networkFailure(error);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    messages?: { id?: string }[];
    error?: { code?: number };
  };
  const id = answer.messages?.[0]?.id;
  if (id) return id;
  // Taken, but its id lost on the way: it may have gone, and is not sent again.
  if (response.ok) throw new CloudApiError('WHATSAPP_UNCERTAIN', null, false, false);
  throw failureOf(answer.error?.code ?? null, response.status);
}
