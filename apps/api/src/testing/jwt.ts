import { createHmac } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A hand-made JWT, so tests can forge what an attacker would: another key, alg none, expired. */
export function forgeJwt(payload: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
