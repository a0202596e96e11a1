import type { Envelope } from '@iris/domain/common/envelope';
import { API_PREFIX, ApiError } from './api-client';
import { currentLanguage, errorCodeText } from './i18n';
import { clearToken, getToken } from './session-token';

/** What the API accepts as an uploaded document (one image or PDF, checked again by its bytes). */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export function isAcceptedUpload(file: File): boolean {
  return (UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= UPLOAD_MAX_BYTES;
}

/**
 * Sends one file as multipart/form-data (`PATCH /api/<path>`). Kept apart from apiRequest, which
 * speaks JSON, so that the login page's bundle does not carry upload code it never uses.
 */
export async function uploadFile<D>(
  path: string,
  file: File,
  field = 'file',
): Promise<Envelope<D>> {
  const body = new FormData();
  body.append(field, file);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/${path}`, { method: 'PATCH', headers, body });
  } catch {
    throw new ApiError(0, errorCodeText(100), 100);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<D> | null;
  if (response.status === 401) clearToken();
  if (!response.ok || !envelope?.result) {
    const codeError = envelope?.codeError ?? 100;
    const message = envelope?.message || errorCodeText(codeError);
    throw new ApiError(response.status, message, codeError);
  }
  return envelope;
}
