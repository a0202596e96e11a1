import type { Profile } from '@iris/domain/auth/auth.schemas';
import { hasRoles, type Role } from '@iris/domain/users/roles';
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
import { apiRequest, envelopeOf } from './api-client';
import type { Answer } from './api-routes';
import { takeBootedProfile } from './boot-session';
import { clearToken, getToken, setToken, subscribeToken } from './session-token';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  profile: Profile | null;
  signIn: (token: string, profile: Profile) => void;
  signOut: () => void;
  /** After a change of one's own profile: the answer the API gave for it. */
  setProfile: (profile: Profile) => void;
  /** Re-reads the profile without showing a loading state (docs/spec.md §4: on each navigation). */
  refreshProfile: () => void;
}

const SessionContext = createContext<Session | null>(null);

/** The profile belongs to the token it was read with; another token means another session. */
interface LoadedProfile {
  token: string;
  profile: Profile;
}

/** The reading of the profile index.html's boot script asked for, and its answer once it came. */
let bootReading: { token: string; reading: Promise<LoadedProfile>; read?: LoadedProfile } | null =
  null;

/**
 * Reads the answer to the profile request of index.html's boot script (boot-session.ts), so that
 * the app's first render can draw the page at once rather than a loading state and then the page
 * (main.tsx waits for it). Settles once the answer is in, whatever it says: a refusal is the
 * SessionProvider's to handle.
 */
export function readBootedSession(): Promise<void> {
  const token = getToken();
  const booted = token === null ? null : takeBootedProfile(token);
  if (token === null || booted === null) return Promise.resolve();
  const reading = booted
    .then((response) => envelopeOf<Answer<'POST', 'auth/profile'>>('auth/profile', response, token))
    .then((response) => ({ token, profile: response.data.data }));
  const current = { token, reading };
  bootReading = current;
  return reading.then(
    (read) => void Object.assign(current, { read }),
    () => undefined,
  );
}

/** The boot script's reading for this token, handed out once. */
function takeBootReading(token: string): Promise<LoadedProfile> | null {
  const current = bootReading;
  bootReading = null;
  return current?.token === token ? current.reading : null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken);
  // The profile read before the first render (readBootedSession), when it has arrived.
  const [loaded, setLoaded] = useState<LoadedProfile | null>(() =>
    bootReading?.read?.token === token ? bootReading.read : null,
  );
  const loadedToken = loaded?.token;

  // docs/spec.md §2: with a saved token, the profile is fetched before any protected page shows.
  // A failed fetch (expired token, server down) leaves no usable session.
  useEffect(() => {
    if (token === null || loadedToken === token) return;
    const controller = new AbortController();
    // Usually index.html's boot script has already asked (boot-session.ts).
    const reading =
      takeBootReading(token) ??
      apiRequest('POST', 'auth/profile', { signal: controller.signal }).then((response) => ({
        token,
        profile: response.data.data,
      }));
    reading
      .then((read) => {
        if (!controller.signal.aborted) setLoaded(read);
      })
      .catch(() => {
        if (!controller.signal.aborted) clearToken();
      });
    return () => controller.abort();
  }, [token, loadedToken]);

  const signIn = useCallback((newToken: string, profile: Profile) => {
    setLoaded({ token: newToken, profile });
    setToken(newToken);
  }, []);

  // The server ends the session too (best effort: the token is dropped here whatever it answers).
  const signOut = useCallback(() => {
    if (getToken() !== null) {
      apiRequest('DELETE', 'auth/sessions/current').catch(() => undefined);
    }
    clearToken();
  }, []);

  // Only the sign-in and auth/profile tell two-step verification's state: other answers keep it.
  const setProfile = useCallback(
    (profile: Profile) => {
      if (token === null) return;
      setLoaded((previous) => {
        const kept = previous?.token === token ? previous.profile.mfa : undefined;
        return { token, profile: { ...profile, mfa: profile.mfa ?? kept } };
      });
    },
    [token],
  );

  // A refused token (disabled account, older session) clears itself in apiRequest: the user is
  // then sent to /login; any other failure keeps the profile already shown.
  const refreshProfile = useCallback(() => {
    if (token === null) return;
    apiRequest('POST', 'auth/profile')
      .then((response) => setLoaded({ token, profile: response.data.data }))
      .catch(() => undefined);
  }, [token]);

  const value = useMemo<Session>(() => {
    const actions = { signIn, signOut, setProfile, refreshProfile };
    if (token === null) return { status: 'anonymous', profile: null, ...actions };
    const profile = loaded?.token === token ? loaded.profile : null;
    return { status: profile ? 'authenticated' : 'loading', profile, ...actions };
  }, [token, loaded, signIn, signOut, setProfile, refreshProfile]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** Whether the session user may do what these roles may (docs/spec.md §6: every role of the user). */
export function useHasRoles(roles: readonly Role[]): boolean {
  const { profile } = useSession();
  return hasRoles(profile?.roles ?? [], roles);
}

const SUPER_ADMIN = ['super_admin'] as const;

/** Catalogue writes and staff accounts are for administrators only (docs/spec.md §6; docs/rules.md). */
export function useIsSuperAdmin(): boolean {
  return useHasRoles(SUPER_ADMIN);
}
