import { failureOfDownload, sendApi } from './api-client';

/**
 * Downloads a CSV or PDF the API answers by POST (API.md: the file itself, streamed) and saves
 * it under the name the server gives. `onProgress` hears the bytes received so far: the files
 * are generated as they stream, so their size is not known in advance.
 */
export async function downloadFile(
  path: string,
  body: unknown,
  onProgress: (received: number) => void,
): Promise<void> {
  const { response, token } = await sendApi(path, { body });
  if (!response.ok || !response.body) throw await failureOfDownload(path, response, token);
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? undefined });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'descarga';
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
