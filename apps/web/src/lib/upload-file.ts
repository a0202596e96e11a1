import type { Envelope, FieldError } from '@iris/domain/common/envelope';
import { API_PREFIX, ApiError } from './api-client';
import {
  routePath,
  type Answer,
  type BodyOf,
  type Operation,
  type OptionalArg,
  type PathInit,
  type RouteOf,
} from './api-routes';
import { currentLanguage, errorCodeText } from './i18n';
import { clearToken, getToken } from './session-token';

/** What the API accepts as an uploaded document (one image or PDF, checked again by its bytes). */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export function isAcceptedUpload(file: File): boolean {
  return (UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= UPLOAD_MAX_BYTES;
}

/** Images only: the profile photo and a branch's logo. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImage(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= UPLOAD_MAX_BYTES;
}

/** The routes that take a file: PATCH without a JSON body (docs/api.md, Uploads). */
export type UploadRoute = {
  [R in RouteOf<'PATCH'>]: [BodyOf<'PATCH', R>] extends [never] ? R : never;
}[RouteOf<'PATCH'>];

export type UploadOptions<R extends UploadRoute> = PathInit<Operation<'PATCH', R>> & {
  /** Called as the bytes leave, with the share sent so far (0 to 1), for a progress bar. */
  onProgress?: (sent: number) => void;
  field?: string;
};

/**
 * Sends one file as multipart/form-data (`PATCH /api/<route>`), reporting its progress (which fetch
 * cannot). Kept apart from apiRequest, which speaks JSON, so that the login page's bundle does not
 * carry upload code it never uses.
 */
export function uploadFile<R extends UploadRoute>(
  route: R,
  file: Blob,
  ...[options]: OptionalArg<UploadOptions<R>>
): Promise<Answer<'PATCH', R>> {
  const { field = 'file' } = (options ?? {}) as { field?: string };
  const body = new FormData();
  body.append(field, file, file instanceof File ? file.name : 'archivo');
  return uploadForm(route, body, ...([options] as OptionalArg<UploadOptions<R>>));
}

/**
 * Sends a form of files and fields (a CSD's .cer, .key and password) the same way; a refusal's
 * field errors come with it, for the form's inputs.
 */
export function uploadForm<R extends UploadRoute>(
  route: R,
  body: FormData,
  ...[options]: OptionalArg<UploadOptions<R>>
): Promise<Answer<'PATCH', R>> {
  // The conditional type of `options` is resolved per route at the call; here only its shape counts.
  const { params, onProgress } = (options ?? {}) as {
    params?: Record<string, string | number>;
    onProgress?: (sent: number) => void;
  };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PATCH', `${API_PREFIX}/${routePath(route, params)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, errorCodeText(100), 100));
    request.onload = () => {
      const envelope = request.response as Envelope<{ errors?: FieldError[] } | null> | null;
      if (request.status === 401) clearToken();
      if (request.status < 200 || request.status >= 300 || !envelope?.result) {
        const codeError = envelope?.codeError ?? 100;
        const message = envelope?.message || errorCodeText(codeError);
        reject(new ApiError(request.status, message, codeError, envelope?.data?.errors ?? []));
        return;
      }
      // The server answered what its document says for this route.
      resolve(envelope as Answer<'PATCH', R>);
    };
    request.send(body);
  });
}
