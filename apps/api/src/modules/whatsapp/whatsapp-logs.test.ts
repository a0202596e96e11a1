import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/logging.js';
import { reminderCalls, seedReminderClinic } from '../../testing/reminders-world.js';
import type { TestApp } from '../../testing/test-app.js';
import { FAKE_WHATSAPP, type WhatsappFake } from '../../testing/whatsapp-fake.js';
import { agreeToWhatsapp, eventually, startWhatsappApp } from '../../testing/whatsapp-world.js';
import { STOPPED_TEXT } from './whatsapp-templates.js';

/* Issue 41: no phone number, message text or token in the logs, whatever the webhook receives. */
let t: TestApp;
let fake: WhatsappFake;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  ({ t, fake } = await startWhatsappApp({
    logger: { ...(loggerOptions('debug') as object), stream: sink },
  }));
});
afterAll(() => t.close());

describe('the logs of the WhatsApp channel', () => {
  it('hold no number, no text and no token: a reminder, its answer, BAJA, a forgery, the handshake', async () => {
    const clinic = await seedReminderClinic(t, 'BITACORA');
    const calls = reminderCalls(t);
    const customerId = await clinic.customer(null);
    const number = await agreeToWhatsapp(t, customerId);
    await clinic.book(customerId, 1, '10:00');
    await calls.run(clinic.admin);
    await calls.settled(customerId);
    const id = fake.sent.find((message) => message.to === number)?.id ?? '';
    expect(await fake.tap(id, 'CONFIRMAR').post()).toBe(200);
    expect(await fake.write(number, 'Baja, por favor no me escriban: BAJA').post()).toBe(200);
    expect(await fake.write(number, 'BAJA').post()).toBe(200);
    await eventually(async () => fake.sent.some((message) => message.text === STOPPED_TEXT));
    expect(await fake.status(id, 'read').post(`sha256=${'a'.repeat(64)}`)).toBe(401);
    const handshake = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=42`,
    });
    expect(handshake.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=adivinado&hub.challenge=42',
    });

    const logged = lines.join('\n');
    expect(logged).toContain('WhatsApp webhook refused: the signature does not match');
    expect(logged).toContain('/api/whatsapp/webhook');
    for (const secret of [
      number,
      number.slice(2),
      'por favor no me escriban',
      STOPPED_TEXT,
      FAKE_WHATSAPP.token,
      FAKE_WHATSAPP.appSecret,
      FAKE_WHATSAPP.verifyToken,
      'adivinado',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
