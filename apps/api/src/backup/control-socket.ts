import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

/**
 * The embedded database belongs to one process, and only a process on this machine with access to
 * DATA_DIR may ask it for a backup. A running Iris listens on a Unix socket inside DATA_DIR: nothing
 * reaches it over the network, the folder's own permissions are its access control (the socket is
 * its owner's only), and no secret needs keeping. The socket also tells that Iris runs on that
 * folder: a second server, or a restore, refuses to touch a database that is in use.
 */
export const SOCKET_NAME = 'iris.sock';
/** sockaddr_un holds 108 bytes on Linux, the terminating zero included. */
const MAX_SOCKET_PATH = 107;

export type ControlAnswer = { status: number; body: Record<string, unknown> };

export interface ControlHandlers {
  backup(): Promise<{ staging: string }>;
}

const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), SOCKET_NAME);

/** Asks the Iris running on DATA_DIR; null when none runs there. */
export function askRunningIris(
  dataDir: string,
  method: 'GET' | 'POST',
  route: string,
): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), method, path: route }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
          resolve({ status: res.statusCode ?? 0, body });
        } catch (error) {
          reject(new Error('Iris answered something unreadable', { cause: error }));
        }
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one left behind by a process that is gone.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}

export interface ControlSocket {
  /** From now on a backup is answered; before, it is refused as not ready. */
  serve(handlers: ControlHandlers): void;
  close(): Promise<void>;
}

/**
 * Claims DATA_DIR for this process: fails when another Iris already runs on it, and removes the
 * socket a crashed one left behind.
 */
export async function claimDataDir(dataDir: string): Promise<ControlSocket> {
  const file = socketPath(dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) {
    throw new Error(
      `DATA_DIR is too long a path for its control socket (${file}): choose a shorter one`,
    );
  }
  if (await askRunningIris(dataDir, 'GET', '/')) {
    throw new Error(`Another Iris is running on DATA_DIR ${path.resolve(dataDir)}`);
  }
  await rm(file, { force: true });

  let handlers: ControlHandlers | null = null;
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: Record<string, unknown>) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/') {
      answer(200, { iris: true, pid: process.pid });
    } else if (req.method !== 'POST' || req.url !== '/backup') {
      answer(404, { error: 'not found' });
    } else if (!handlers) {
      answer(503, { error: 'the database is not ready, or in use by another command' });
    } else {
      handlers.backup().then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { error: (error as Error).message }),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return {
    serve(given) {
      handlers = given;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
      }),
  };
}
