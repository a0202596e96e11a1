import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/**
 * A CSV or PDF answered as the file itself (docs/api.md: not an envelope), streamed. Clinical and
 * financial documents are never kept by a browser or proxy cache.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; filename: string; body: Readable; size?: number },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  if (file.size !== undefined) void reply.header('content-length', file.size);
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .type(file.type)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
