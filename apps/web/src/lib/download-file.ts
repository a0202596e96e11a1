import { failureOfDownload, sendApi } from './api-client';
import {
  routePath,
  type Answer,
  type CallArgs,
  type HttpMethod,
  type Operation,
  type RouteOf,
} from './api-routes';

/** What has arrived of a file: `total` when the server said its size. */
export interface Progress {
  received: number;
  total: number | null;
}

/** The routes that answer a file rather than an envelope (their document declares no JSON). */
export type FileRoute<M extends HttpMethod> = {
  [R in RouteOf<M>]: [Answer<M, R>] extends [never] ? R : never;
}[RouteOf<M>];

/** A checked call for a file, made when the user asks for it. */
export interface FileRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

/** `fileRequest('POST', 'customers/getDocumetsPdf/{id}', { params: { id } })`, typed as apiRequest. */
export function fileRequest<M extends HttpMethod, R extends FileRoute<M>>(
  method: M,
  route: R,
  ...[init]: CallArgs<Operation<M, R>>
): FileRequest {
  // The conditional type of `init` is resolved per route at the call; here only its shape counts.
  const { params, body } = (init ?? {}) as { params?: Record<string, number>; body?: unknown };
  return { method, path: routePath(route, params), body };
}

/**
 * Fetches a file the API answers (docs/api.md: the file itself, streamed) with the session's token,
 * never through a URL that works without it. `onProgress` hears the bytes received so far.
 */
export async function fetchFile(
  { method, path, body }: FileRequest,
  onProgress?: (progress: Progress) => void,
): Promise<{ blob: Blob; name: string | undefined }> {
  const { response, token } = await sendApi(path, { method, body });
  if (!response.ok || !response.body) throw await failureOfDownload(path, response, token);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isInteger(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return {
    blob: new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }),
    name: fileNameOf(response.headers.get('content-disposition')),
  };
}

/**
 * Downloads a CSV or PDF the API answers and saves it under the name the server gives.
 * The files are generated as they stream, so their size is not known in advance.
 */
export async function downloadFile(
  request: FileRequest,
  onProgress: (received: number) => void,
): Promise<void> {
  const { blob, name } = await fetchFile(request, ({ received }) => onProgress(received));
  saveBlob(blob, name ?? 'descarga');
}

/** Hands a file made or fetched in the page to the browser's downloads. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file by the next turn of the event loop.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a%C3%B1o.csv` -> the UTF-8 name when given. */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}
