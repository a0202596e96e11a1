import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP written as it is read (fflate's streaming Zip): each file is deflated chunk by chunk into
 * the answer, and a writer waits while the client is slower, so that a large download is never
 * held whole in memory. Files are written one after the other.
 */
export interface ZipWriter {
  stream: Readable;
  /** Writes one file from its chunks (strings are UTF-8). */
  file(name: string, chunks: AsyncIterable<Buffer | Uint8Array | string>): Promise<void>;
  /** Ends the archive. */
  end(): Promise<void>;
  /** Breaks the download off: the client sees an incomplete file, never a valid partial one. */
  fail(error: Error): void;
}

export function zipStream(): ZipWriter {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  // Resumes when the client has read enough, or has gone (then the next write stops).
  const drained = () =>
    new Promise<void>((resolve) => {
      if (!out.writableNeedDrain || out.destroyed) {
        resolve();
        return;
      }
      const done = () => {
        out.off('drain', done).off('close', done);
        resolve();
      };
      out.on('drain', done).on('close', done);
    });
  return {
    stream: out,
    async file(name, chunks) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const chunk of chunks) {
        if (out.destroyed) throw new Error('download closed');
        entry.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    },
    async end() {
      zip.end();
      await drained();
    },
    fail(error) {
      zip.terminate();
      out.destroy(error);
    },
  };
}
