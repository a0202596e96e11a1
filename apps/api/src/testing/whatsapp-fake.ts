import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../modules/whatsapp/webhook-signature.js';

/*
 * A local stand-in for Meta's Cloud API (docs/testing.md, WhatsApp): it takes messages as
 * POST {phone-number-id}/messages does, answers with message ids or Meta's documented errors, and
 * calls Iris's webhook with signed statuses and replies, as Meta's would. CI never calls Meta.
 */

export const FAKE_WHATSAPP = {
  token: 'fake-whatsapp-token',
  phoneNumberId: '1234567890',
  appSecret: 'fake-app-secret',
  verifyToken: 'fake-verify-token',
};

/** What the fake does with a message to a number. */
export type Behaviour =
  | 'accept'
  /** Accepted, then a `failed` status 131026 (Meta's "message undeliverable": not on WhatsApp). */
  | 'not-user'
  /** Refused at once with 132015 (template paused). */
  | 'template-paused'
  /** Refused at once with 130429 (rate limit) this many times, then accepted. */
  | { rateLimited: number };

export interface SentMessage {
  id: string;
  to: string;
  type: 'template' | 'text';
  template: string | null;
  body: string[];
  buttons: string[];
  text: string | null;
}

/** Delivers a signed webhook body to Iris: an inject in API tests, a real POST elsewhere. */
export type WebhookPost = (body: string, headers: Record<string, string>) => Promise<number>;

const errorAnswer = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, error_data: { details: message } },
});

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

interface TemplatePayload {
  to: string;
  type: string;
  text?: { body: string };
  template?: {
    name: string;
    components: { type: string; parameters: { text?: string; payload?: string }[] }[];
  };
}

function sentOf(id: string, payload: TemplatePayload): SentMessage {
  const components = payload.template?.components ?? [];
  return {
    id,
    to: payload.to,
    type: payload.type === 'text' ? 'text' : 'template',
    template: payload.template?.name ?? null,
    body: components.find((c) => c.type === 'body')?.parameters.map((p) => p.text ?? '') ?? [],
    buttons: components
      .filter((c) => c.type === 'button')
      .map((c) => c.parameters[0]?.payload ?? ''),
    text: payload.text?.body ?? null,
  };
}

export async function startWhatsappFake() {
  let post: WebhookPost = () => Promise.reject(new Error('the fake is not connected to Iris'));
  const sent: SentMessage[] = [];
  const behaviours = new Map<string, Behaviour>();
  const refusedCalls: number[] = [];
  const pending: Promise<unknown>[] = [];
  let counter = 0;
  let unauthorized = 0;
  /** While paused, a message is held before it is answered: the caller's send waits. */
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};

  const webhook = (value: Record<string, unknown>) => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '5215500000000',
                  phone_number_id: FAKE_WHATSAPP.phoneNumberId,
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
    return {
      body,
      signature: signatureOf(FAKE_WHATSAPP.appSecret, body),
      /** Posts it signed (or with the signature given: a forgery). */
      post: (signature = signatureOf(FAKE_WHATSAPP.appSecret, body)) =>
        post(body, { 'content-type': 'application/json', 'x-hub-signature-256': signature }),
    };
  };
  const now = () => String(Math.floor(Date.now() / 1000));
  const statusEvent = (id: string, status: string, code?: number) =>
    webhook({
      statuses: [
        {
          id,
          status,
          timestamp: now(),
          recipient_id: sent.find((m) => m.id === id)?.to ?? '',
          ...(code ? { errors: [{ code, title: 'Message undeliverable.' }] } : {}),
        },
      ],
    });

  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`) {
      unauthorized += 1;
      answer(401, errorAnswer(190, 'Invalid OAuth access token.'));
      return;
    }
    if (
      request.method !== 'POST' ||
      !request.url?.endsWith(`/${FAKE_WHATSAPP.phoneNumberId}/messages`)
    ) {
      answer(404, errorAnswer(100, 'Unknown path'));
      return;
    }
    void readJson(request).then(async (payload) => {
      await gate;
      const message = payload as unknown as TemplatePayload;
      const behaviour = behaviours.get(message.to) ?? 'accept';
      if (behaviour === 'template-paused') {
        refusedCalls.push(132015);
        answer(400, errorAnswer(132015, 'Template is paused'));
        return;
      }
      if (typeof behaviour === 'object' && behaviour.rateLimited > 0) {
        behaviours.set(message.to, { rateLimited: behaviour.rateLimited - 1 });
        refusedCalls.push(130429);
        answer(429, errorAnswer(130429, 'Rate limit hit'));
        return;
      }
      counter += 1;
      const id = `wamid.FAKE${String(counter).padStart(8, '0')}`;
      sent.push(sentOf(id, message));
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id }],
      });
      if (behaviour === 'not-user') {
        pending.push(
          new Promise((done) => setTimeout(done, 20)).then(() =>
            statusEvent(id, 'failed', 131026).post(),
          ),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** WHATSAPP_API_URL of the app under test. */
    url: `http://127.0.0.1:${port}/v23.0`,
    sent,
    refusedCalls,
    pause() {
      gate = new Promise((resolve) => (open = resolve));
    },
    resume: () => open(),
    /** Where its webhook calls go (the app under test, once it is up). */
    connect(target: WebhookPost) {
      post = target;
    },
    /** Calls made with another token. */
    unauthorized: () => unauthorized,
    behave(to: string, behaviour: Behaviour) {
      behaviours.set(to.replace(/^\+/, ''), behaviour);
    },
    /** A status of a message sent, as Meta's webhook reports it. */
    status: (id: string, status: 'sent' | 'delivered' | 'read' | 'failed', code?: number) =>
      statusEvent(id, status, code),
    /** The patient taps a quick-reply button of the message `id`. */
    tap: (id: string, payload: string, from?: string) =>
      webhook({
        contacts: [{ wa_id: from ?? sent.find((m) => m.id === id)?.to ?? '' }],
        messages: [
          {
            from: from ?? sent.find((m) => m.id === id)?.to ?? '',
            id: `wamid.IN${(counter += 1)}`,
            timestamp: now(),
            type: 'button',
            context: { from: '5215500000000', id },
            button: { payload, text: payload === 'CONFIRMAR' ? 'Confirmar' : 'Necesito cambiarla' },
          },
        ],
      }),
    /** The patient writes `text` from their number (digits, country code first). */
    write: (from: string, text: string) =>
      webhook({
        messages: [
          {
            from,
            id: `wamid.IN${(counter += 1)}`,
            timestamp: now(),
            type: 'text',
            text: { body: text },
          },
        ],
      }),
    /** The webhook calls the fake made on its own (not-user failures), settled. */
    settled: () => Promise.all(pending),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WhatsappFake = Awaited<ReturnType<typeof startWhatsappFake>>;

/** The app's settings to talk to the fake. */
export const fakeWhatsappConfig = (url: string) => ({
  apiUrl: url,
  token: FAKE_WHATSAPP.token,
  phoneNumberId: FAKE_WHATSAPP.phoneNumberId,
  appSecret: FAKE_WHATSAPP.appSecret,
  verifyToken: FAKE_WHATSAPP.verifyToken,
  templates: { reminder: 'recordatorio_cita', ready: 'lentes_listos', recall: 'revision_anual' },
  language: 'es_MX',
  prices: { utility: '0.1650', marketing: '0.8150' },
  timeoutMs: 5_000,
});
