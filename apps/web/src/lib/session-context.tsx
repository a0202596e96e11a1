import type { Profile } from '@iris/domain/auth/auth.schemas';
import type { RecordData } from '@iris/domain/common/envelope';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
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

/** The profile belongs to the token it was read with; another token means another session. */
interface LoadedProfile {
  token: string;
  profile: Profile;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken);
  const [loaded, setLoaded] = useState<LoadedProfile | null>(null);
  const loadedToken = loaded?.token;

  // SPEC.md §2: with a saved token, the profile is fetched before any protected page shows.
  // A failed fetch (expired token, server down) leaves no usable session.
  useEffect(() => {
    if (token === null || loadedToken === token) return;
    const controller = new AbortController();
    apiRequest<RecordData<Profile>>('auth/profile', { signal: controller.signal })
      .then((response) => setLoaded({ token, profile: response.data.data }))
      .catch(() => {
        if (!controller.signal.aborted) clearToken();
      });
    return () => controller.abort();
  }, [token, loadedToken]);

  const signIn = useCallback((newToken: string, profile: Profile) => {
    setLoaded({ token: newToken, profile });
    setToken(newToken);
  }, []);

  const signOut = useCallback(() => clearToken(), []);

  const value = useMemo<Session>(() => {
    if (token === null) return { status: 'anonymous', profile: null, signIn, signOut };
    const profile = loaded?.token === token ? loaded.profile : null;
    return { status: profile ? 'authenticated' : 'loading', profile, signIn, signOut };
  }, [token, loaded, signIn, signOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
