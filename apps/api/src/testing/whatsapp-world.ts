import { eq } from 'drizzle-orm';
import { customers } from '../db/schema/customers.schema.js';
import { whatsappMessages } from '../db/schema/whatsapp.schema.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { fakeWhatsappConfig, startWhatsappFake, type WhatsappFake } from './whatsapp-fake.js';

/** A test app whose WhatsApp channel talks to the local fake, whose webhook calls reach the app. */
export async function startWhatsappApp(
  options: TestAppOptions = {},
): Promise<{ t: TestApp; fake: WhatsappFake }> {
  const fake = await startWhatsappFake();
  const t = await startTestApp(
    { whatsapp: fakeWhatsappConfig(fake.url), jobsPollSeconds: 0.5 },
    options,
  );
  fake.connect(async (body, headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: body,
      headers,
    });
    return response.statusCode;
  });
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await fake.close();
  };
  return { t, fake };
}

/** The patient agrees, at the counter, to WhatsApp notices; their number as the fake sees it. */
export async function agreeToWhatsapp(t: TestApp, customerId: number) {
  const [row] = await t.database.db
    .update(customers)
    .set({ whatsappConsent: true, whatsappConsentAt: new Date(), whatsappConsentWay: 'MOSTRADOR' })
    .where(eq(customers.id, customerId))
    .returning({ phone: customers.phone });
  return `52${row?.phone ?? ''}`;
}

/** The WhatsApp messages Iris recorded for a patient, oldest first. */
export const messagesOf = (t: TestApp, customerId: number) =>
  t.database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.customerId, customerId))
    .orderBy(whatsappMessages.id);

/** Polls until `check` answers something truthy (a job's work done), or fails after a while. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the condition was never met');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
