/**
 * index.html's first script (vite.config.ts inlines `bootSession` there): before the app's code
 * has arrived, a saved session already asks for its profile and for the code of the pages behind
 * the login, and a visitor without one for the login page's code only. On a phone over a slow
 * link the first page then waits for one download, not for the code and then the profile.
 *
 * The code itself (the app's entry and those chunks) is asked for once the splash is on screen,
 * a frame later: the splash needs none of it. Lighthouse's simulation of a phone counts a script
 * that arrived before the first paint as needed for that paint (on this machine's loopback, the
 * scripts sometimes won that race: a first paint of 1.8 s instead of 0.7 s); asked for after the
 * paint, they count for the page that needs them.
 */

/** Where the login token is kept (session-token.ts). */
export const SESSION_STORAGE_KEY = 'iris.token';

/** The app's entry, and the code it will import at once: with a saved session, and without one. */
export interface BootFiles {
  entry: string;
  session: string[];
  guest: string[];
}

/** How long the code may wait for the splash's paint (a page opened in the background has none). */
export const PAINT_WAIT_MS = 500;

interface BootedSession {
  token: string;
  profile: Promise<Response>;
}

const BOOT_GLOBAL = '__irisBoot';

/**
 * Runs inlined in the page, before any module: it may use nothing but its arguments and the
 * browser's globals (it is sent as its own source text).
 */
export function bootSession(storageKey: string, files: BootFiles, global: string, waitMs: number) {
  let token: string | null = null;
  try {
    token = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, policy): no saved session.
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
  let loading = false;
  function load() {
    if (loading) return;
    loading = true;
    for (const file of token ? files.session : files.guest) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    document.head.append(script);
  }
  // After the splash's first contentful paint, or at once where that cannot be awaited.
  const paints = typeof PerformanceObserver === 'function' ? PerformanceObserver : null;
  // Older browsers have no list of the entry types they report.
  const types: unknown = paints ? paints.supportedEntryTypes : undefined;
  if (
    !paints ||
    document.visibilityState !== 'visible' ||
    !Array.isArray(types) ||
    !types.includes('paint')
  ) {
    load();
    return;
  }
  new paints((list, observer) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(load, waitMs);
}

/** The inline script's text, for index.html. */
export function bootScript(files: BootFiles): string {
  const args = [SESSION_STORAGE_KEY, files, BOOT_GLOBAL, PAINT_WAIT_MS].map((value) =>
    JSON.stringify(value),
  );
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
