import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each webhook delivery: X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256 of the raw
 * body with the app secret, in hex. Compared in constant time; anything else is false.
 */
export function signatureMatches(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'));
}

/** The header Meta would send with this body (the tests' fake and the benchmark sign with it). */
export const signatureOf = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The same text in constant time (the handshake's verify token). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
