import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';

export const MAX_UPLOAD_BYTES = 10_485_760;

/** Images and PDF, recognised by their bytes, never by their name (docs/rules.md, Uploads). */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export interface Upload {
  buffer: Buffer;
  mime: string;
  extension: string;
  /** The name it had on the sender's computer, without folders or control characters. */
  filename: string;
}

/** A file name to show, never to store under: the storage key is a random one. */
function displayName(raw: string | undefined, extension: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `documento.${extension}`;
}

/** What an upload takes: documents (images or PDF) or, for photos and logos, images only. */
export type Accept = 'documents' | 'images';

/** The text fields of a form, as sent (own keys only: a field may be named `__proto__`). */
export type FormFields = Map<string, string>;

/**
 * Reads exactly one file of at most 10485760 bytes; anything else is the wrong-format error,
 * worded for what the upload takes.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  accept: Accept = 'documents',
): Promise<Upload> {
  return (await readUploadForm(request, accept)).upload;
}

/**
 * The file and the text fields of an upload form. `beforeFile` sees the fields sent before the
 * file and may refuse the request before a byte of the file is read.
 */
export async function readUploadForm(
  request: FastifyRequest,
  accept: Accept = 'documents',
  beforeFile?: (fields: FormFields) => Promise<void>,
): Promise<{ upload: Upload; fields: FormFields }> {
  const wrongFormat = () =>
    new AppError(accept === 'images' ? 'wrong_image_format' : 'wrong_file_format');
  if (!request.isMultipart()) throw wrongFormat();
  let upload: Upload | undefined;
  const fields: FormFields = new Map();
  try {
    // The limits (one file, a few short fields) are the multipart plugin's, set in app.ts.
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('payload_too_large');
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (upload) throw wrongFormat();
      await beforeFile?.(fields);
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw wrongFormat();
      // Loaded with the first upload rather than at every start of the server.
      const { fileTypeFromBuffer } = await import('file-type');
      const type = await fileTypeFromBuffer(buffer);
      const extension = type && ACCEPTED[type.mime];
      if (!type || !extension) throw wrongFormat();
      if (accept === 'images' && !type.mime.startsWith('image/')) throw wrongFormat();
      upload = {
        buffer,
        mime: type.mime,
        extension,
        filename: displayName(part.filename, extension),
      };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too many fields or parts is an oversized request; a second or oversized file, a wrong one.
    const code = (error as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('payload_too_large');
    }
    throw wrongFormat();
  }
  if (!upload) throw wrongFormat();
  return { upload, fields };
}

/** `<folder>/<unique>.<ext>`, e.g. inventory/products/7/2f1c….png */
export function uniqueKey(folder: string, upload: { extension: string }): string {
  return `${folder}/${randomUUID()}.${upload.extension}`;
}

/**
 * The named files and the text fields of a form of several small files (a CSD's .cer and .key),
 * taken as they come, each of at most `maxBytes`: a larger one is `tooLarge()`, a file under
 * another name or sent twice `wrong()`. What the files are is the caller's to check.
 */
export async function readFilesForm(
  request: FastifyRequest,
  options: {
    names: readonly string[];
    maxBytes: number;
    tooLarge: () => AppError;
    wrong: () => AppError;
  },
): Promise<{ files: Map<string, Buffer>; fields: FormFields }> {
  if (!request.isMultipart()) throw options.wrong();
  const files = new Map<string, Buffer>();
  const fields: FormFields = new Map();
  const limits = { files: options.names.length, fileSize: options.maxBytes };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError('payload_too_large');
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (!options.names.includes(part.fieldname) || files.has(part.fieldname)) {
        throw options.wrong();
      }
      files.set(part.fieldname, await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new AppError('payload_too_large');
    }
    throw options.wrong();
  }
  return { files, fields };
}
