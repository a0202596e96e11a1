import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * The one-time links of the public pages, each checked once per token: queries rather than
 * effects, so that React mounting a page twice in development does not spend a token twice.
 */
export const authQueries = {
  emailConfirmation: (token: string) =>
    queryOptions({
      queryKey: ['emailConfirmation', token] as const,
      queryFn: () => apiRequest('PATCH', 'auth/emailConfirmation', { body: { token } }),
      staleTime: Infinity,
      gcTime: Infinity,
    }),

  /** The recovery link is checked before asking for a password, so an expired one is explained. */
  recoveryToken: (token: string) =>
    queryOptions({
      queryKey: ['validateToken', token] as const,
      queryFn: () => apiRequest('POST', 'userRecovery/validateToken', { body: { token } }),
      staleTime: Infinity,
    }),

  /** The aviso de privacidad in force (public): a 404 when none was published yet. */
  privacyNotice: () =>
    queryOptions({
      queryKey: ['privacy-notices', 'current'] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('GET', 'privacy-notices/current', { signal })).data.data,
    }),
};
