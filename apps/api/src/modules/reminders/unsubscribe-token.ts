import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a patient's unsubscribe link (docs/rules.md, Reminders and recalls): the patient's id
 * signed with the server's secret, so that it needs no login and cannot be made for another
 * patient. It does not expire: an e-mail of last year still unsubscribes.
 */
const signature = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`reminders-unsubscribe:${id}`).digest('base64url');

export function unsubscribeToken(secret: string, customerId: number): string {
  const id = customerId.toString(36);
  return `${id}.${signature(secret, id)}`;
}

/** The patient a token was made for, or null when it was not made with `secret`. */
export function customerOfToken(secret: string, token: string): number | null {
  const match = /^([0-9a-z]{1,7})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, id));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  const customerId = parseInt(id, 36);
  return customerId > 0 && customerId <= 2_147_483_647 ? customerId : null;
}

/** The link of a patient's e-mails that stops their reminders (reminders/unsubscribe/{token}). */
export function unsubscribeUrl(
  config: { publicUrl: string; jwtSecret: string },
  customerId: number,
) {
  return `${config.publicUrl}/api/reminders/unsubscribe/${unsubscribeToken(config.jwtSecret, customerId)}`;
}
