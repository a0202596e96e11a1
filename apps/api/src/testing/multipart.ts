import type { TestApp } from './test-app.js';

export interface FilePart {
  name: string;
  content: Buffer;
  type: string;
  /** The form field it is sent under; default `file`. */
  field?: string;
}

export interface FormField {
  name: string;
  value: string;
}

/** A multipart/form-data body: files (under `file` unless named), plus plain fields (first or last). */
export function multipart(files: FilePart[], fields: FormField[] = [], fieldsLast = false) {
  const boundary = '----iris' + Math.random().toString(16).slice(2);
  const fieldParts = fields.map((f) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`,
    ),
  );
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([
      ...(fieldsLast ? [...parts, ...fieldParts] : [...fieldParts, ...parts]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadAnswer<T> {
  codeError: unknown;
  message: string;
  data: T;
}

/** PATCHes files to an upload endpoint as a user; answers the status and the envelope. */
export async function patchFiles<T>(
  t: TestApp,
  url: string,
  token: string,
  files: FilePart[],
  fields: FormField[] = [],
  fieldsLast = false,
): Promise<{ status: number; body: UploadAnswer<T> }> {
  const body = multipart(files, fields, fieldsLast);
  const response = await t.app.inject({
    method: 'PATCH',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json<UploadAnswer<T>>(),
  };
}
