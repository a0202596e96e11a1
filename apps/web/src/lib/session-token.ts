import { SESSION_STORAGE_KEY } from './boot-session';

/**
 * The login token lives in localStorage and in this tiny store, so that the API client can drop it
 * on a 401 and every component reading it (through useSyncExternalStore) reacts at once.
 */
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

let token: string | null = readStorage();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return token;
}

export function setToken(value: string): void {
  token = value;
  localStorage.setItem(SESSION_STORAGE_KEY, value);
  emit();
}

export function clearToken(): void {
  if (token === null && readStorage() === null) return;
  token = null;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
