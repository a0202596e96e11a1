import type * as AuthSchemas from '@iris/domain/auth/auth.schemas';

type SchemaName =
  'loginSchema' | 'registerSchema' | 'resendVerificationSchema' | 'updatePasswordSchema';

/** The public pages load the domain's schemas (and zod with them) only after their first paint. */
export function loadAuthSchema<K extends SchemaName>(
  name: K,
): () => Promise<(typeof AuthSchemas)[K]> {
  return () => import('@iris/domain/auth/auth.schemas').then((schemas) => schemas[name]);
}
