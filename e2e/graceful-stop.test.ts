import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { multipart } from '../apps/api/src/testing/multipart.js';
import {
  callIris,
  logInTo,
  startIris,
  stopAllIris,
  stopIris,
  type IrisProcess,
} from './support/iris-process.js';

const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-stop-'));

afterAll(async () => {
  await stopAllIris();
  rmSync(dataDir, { recursive: true, force: true });
});

// WORKERS counts with DATABASE_URL only: on the embedded database Iris stays one process.
const start = () => startIris({ dataDir, env: { ADMIN_PASSWORD: ADMIN.password, WORKERS: '2' } });

/** Waits until Iris has printed `text` (it logs one JSON object per line). */
async function printed(running: IrisProcess, text: string) {
  for (let i = 0; i < 200 && !running.output().includes(text); i++) await sleep(50);
  expect(running.output()).toContain(text);
}

/**
 * An upload sent the way a slow connection sends it: the headers and part of the body now, the
 * rest when `finish` is called. A keep-alive connection, as browsers use.
 */
function slowUpload(running: IrisProcess, token: string, body: Buffer, contentType: string) {
  const agent = new Agent({ keepAlive: true });
  const req = request(`${running.baseUrl}/api/users/updateImage`, {
    method: 'PATCH',
    agent,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'content-length': body.length,
    },
  });
  const answered = new Promise<{ status: number; body: { data: { data: Profile } } }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as {
              data: { data: Profile };
            },
          }),
        );
      });
      req.on('error', reject);
    },
  );
  // Awaited in finish(); a connection cut before then fails the test there.
  answered.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    answered,
    async finish() {
      // The rest in four pieces, a moment apart.
      const rest = body.subarray(half);
      const piece = Math.ceil(rest.length / 4);
      for (let at = 0; at < rest.length; at += piece) {
        req.write(rest.subarray(at, at + piece));
        await sleep(100);
      }
      req.end();
      const answer = await answered;
      agent.destroy();
      return answer;
    },
  };
}

describe('stopping Iris with SIGTERM', () => {
  it('refuses new connections, answers the upload in flight, closes the database and exits 0', async () => {
    const running = await start();
    const token = await logInTo(running, ADMIN.email, ADMIN.password);
    const photo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart([
      { name: 'foto.png', content: photo, type: 'image/png' },
    ]);

    expect(running.output()).toContain(
      'One process, not WORKERS=2: the embedded database runs in this one',
    );
    const upload = slowUpload(running, token, payload, contentType);
    // The headers are in: the request has been routed and is reading its body.
    await sleep(1000);
    running.child.kill('SIGTERM');
    await printed(running, 'SIGTERM: stopping');

    const refused = await fetch(`${running.baseUrl}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    const answer = await upload.finish();
    expect(answer.status).toBe(200);
    expect(answer.body.data.data.image).toMatch(/^\/api\/files\/users\/1\//);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('Iris stopped');

    // The photo and its row were kept: the database was closed cleanly, not cut off.
    const again = await start();
    const profile = await callIris<{ data: Profile }>(again, 'POST', '/api/auth/profile', {
      token: await logInTo(again, ADMIN.email, ADMIN.password),
    });
    expect(profile.body.data.data.image).toBe(answer.body.data.data.image);
    const file = await fetch(`${again.baseUrl}${answer.body.data.data.image!}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(await stopIris(again)).toBe(0);
  });
});
