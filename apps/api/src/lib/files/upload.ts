import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../app-error.js';

export const MAX_UPLOAD_BYTES = 10_485_760;

/** Images and PDF, recognised by their bytes, never by their name (RULES.md, Uploads). */
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
}

const wrongFormat = () => new AppError('wrong_file_format');

/** Reads exactly one file of at most 10485760 bytes; anything else is the wrong-format error. */
export async function readSingleUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw wrongFormat();
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (upload) throw wrongFormat();
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw wrongFormat();
      const type = await fileTypeFromBuffer(buffer);
      const extension = type && ACCEPTED[type.mime];
      if (!type || !extension) throw wrongFormat();
      upload = { buffer, mime: type.mime, extension };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // busboy's limits (too large, too many files) surface as errors of their own.
    throw wrongFormat();
  }
  if (!upload) throw wrongFormat();
  return upload;
}

/** `<folder>/<unique>.<ext>`, e.g. inventory/products/7/2f1c….png */
export function uniqueKey(folder: string, upload: Upload): string {
  return `${folder}/${randomUUID()}.${upload.extension}`;
}
