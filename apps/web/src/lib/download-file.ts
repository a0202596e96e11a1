import { failureOfDownload, sendApi, type HttpMethod } from './api-client';

/** What has arrived of a file: `total` when the server said its size. */
export interface Progress {
  received: number;
  total: number | null;
}

/**
 * Fetches a file the API answers (API.md: the file itself, streamed) with the session's token,
 * never through a URL that works without it. `onProgress` hears the bytes received so far.
 */
export async function fetchFile(
  path: string,
  options: { method?: HttpMethod; body?: unknown; onProgress?: (progress: Progress) => void },
): Promise<{ blob: Blob; name: string | undefined }> {
  const { response, token } = await sendApi(path, { method: options.method, body: options.body });
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
    options.onProgress?.({ received, total });
  }
  return {
    blob: new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }),
    name: fileNameOf(response.headers.get('content-disposition')),
  };
}

/**
 * Downloads a CSV or PDF the API answers by POST and saves it under the name the server gives.
 * The files are generated as they stream, so their size is not known in advance.
 */
export async function downloadFile(
  path: string,
  body: unknown,
  onProgress: (received: number) => void,
): Promise<void> {
  const { blob, name } = await fetchFile(path, {
    body,
    onProgress: ({ received }) => onProgress(received),
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'descarga';
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
