/**
 * index.html's first script (vite.config.ts inlines `bootSession` there): before the app's code
 * has arrived, a saved session already asks for its profile and for the code of the pages behind
 * the login, and a visitor without one for the login page's code only. On a phone over a slow
 * link the first page then waits for one download, not for the code and then the profile.
 */

/** Where the login token is kept (session-token.ts). */
export const SESSION_STORAGE_KEY = 'iris.token';

/** The code to ask for at once: with a saved session, and without one. */
export interface BootFiles {
  session: string[];
  guest: string[];
}

interface BootedSession {
  token: string;
  profile: Promise<Response>;
}

const BOOT_GLOBAL = '__irisBoot';

/**
 * Runs inlined in the page, before any module: it may use nothing but its arguments and the
 * browser's globals (it is sent as its own source text).
 */
export function bootSession(storageKey: string, files: BootFiles, global: string) {
  let token: string | null = null;
  try {
    token = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, policy): no saved session.
  }
  for (const file of token ? files.session : files.guest) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  if (token) {
    const profile = fetch('/api/auth/profile', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    // Its failure is the session's to handle (session-context.tsx), not an unhandled rejection.
    profile.catch(() => undefined);
    const booted: BootedSession = { token, profile };
    Object.assign(window, { [global]: booted });
  }
}

/** The inline script's text, for index.html. */
export function bootScript(files: BootFiles): string {
  const args = [SESSION_STORAGE_KEY, files, BOOT_GLOBAL].map((value) => JSON.stringify(value));
  return `(${bootSession.toString()})(${args.join(', ')});`;
}

/**
 * The profile request the boot script sent with this token, handed out once (a later session,
 * or a second reading, asks the API itself); null when it sent none.
 */
export function takeBootedProfile(token: string): Promise<Response> | null {
  const store = window as unknown as Record<string, BootedSession | undefined>;
  const booted = store[BOOT_GLOBAL];
  if (!booted) return null;
  store[BOOT_GLOBAL] = undefined;
  return booted.token === token ? booted.profile : null;
}
