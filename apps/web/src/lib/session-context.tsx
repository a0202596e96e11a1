import type { Profile } from '@iris/domain/auth/auth.schemas';
import type { RecordData } from '@iris/domain/common/envelope';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { apiRequest } from './api-client';
import { clearToken, getToken, setToken, subscribeToken } from './session-token';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  signIn: (token: string, profile: Profile) => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export const profileQueryKey = (token: string | null) => ['profile', token] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken);

  // SPEC.md §2: with a saved token, the profile is fetched before any protected page shows.
  const profileQuery = useQuery({
    queryKey: profileQueryKey(token),
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<Profile>>('auth/profile', { signal })).data.data,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });

  // A failed profile fetch (expired token, server down) leaves no usable session.
  useEffect(() => {
    if (profileQuery.isError) clearToken();
  }, [profileQuery.isError]);

  // Whatever the reason the token went away (logout or a 401), nothing of the old session may stay cached.
  useEffect(() => {
    if (token === null) queryClient.removeQueries();
  }, [token, queryClient]);

  const signIn = useCallback(
    (newToken: string, profile: Profile) => {
      queryClient.setQueryData(profileQueryKey(newToken), profile);
      setToken(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(() => clearToken(), []);

  const value = useMemo<Session>(() => {
    const profile = token === null ? null : (profileQuery.data ?? null);
    let status: SessionStatus = 'anonymous';
    if (profile) status = 'authenticated';
    else if (token !== null && !profileQuery.isError) status = 'loading';
    return { status, profile, signIn, signOut };
  }, [token, profileQuery.data, profileQuery.isError, signIn, signOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
