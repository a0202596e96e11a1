import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';
import { createSigner } from './file-storage.js';

export interface S3Options {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible store (AWS S3, MinIO, Ceph, R2…). The bucket stays private: files are read
 * through the API at the same signed, expiring URLs as the local backend, so every replica of
 * the API serves every file.
 */
export function createS3Storage(options: S3Options, secret: string): FileStorage {
  const signer = createSigner(secret);
  // The SDK takes half a second to load: it is loaded on first use, so that a server that keeps
  // its files on disk never pays for it and one on S3 does not pay at start.
  let loaded: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined;
  const sdk = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));
  return {
    async put(key, body, contentType) {
      const { s3, client } = await sdk();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { s3, client } = await sdk();
      try {
        const object = await client.send(
          new s3.GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof s3.NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    url: (key) => signer.url(key),
  };
}
