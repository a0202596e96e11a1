import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/** One interface, two backends (docs/architecture.md): a local folder, or an S3-compatible store. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Only the local backend serves files itself; S3 answers presigned URLs instead. */
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /** The documentUrl handed to a logged-in user: valid for a while, then it expires. */
  url(key: string): string;
}

export const URL_TTL_SECONDS = 12 * 60 * 60;

/** HMAC-signed, expiring URLs for the local backend, so an <img> can load without a header. */
export function createSigner(secret: string) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    url(key: string, now = Date.now()): string {
      // Expiry rounded to the hour so the same file keeps one URL and browsers can cache it.
      const expires = Math.ceil(now / 3_600_000) * 3600 + URL_TTL_SECONDS;
      return `/api/files/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isFinite(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
