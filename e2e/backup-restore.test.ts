import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { multipart } from '../apps/api/src/testing/multipart.js';
import {
  callIris,
  logInTo,
  ROOT,
  startIris,
  stopAllIris,
  stopIris,
  type IrisProcess,
} from './support/iris-process.js';

const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
const work = mkdtempSync(path.join(tmpdir(), 'iris-backup-'));
const dataDir = path.join(work, 'data');
const archive = path.join(work, 'copia.tar.gz');

afterAll(async () => {
  await stopAllIris();
  rmSync(work, { recursive: true, force: true });
});

const start = (dir = dataDir) =>
  startIris({ dataDir: dir, env: { ADMIN_PASSWORD: ADMIN.password } });

/** `npm run backup` / `npm run restore`, as the README shows them, on a DATA_DIR. */
async function npmRun(script: 'backup' | 'restore', dir: string, file: string) {
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  const { stdout } = await promisify(execFile)('npm', ['run', script, '--silent', '--', file], {
    cwd: ROOT,
    env,
  });
  return stdout;
}

async function createCountry(running: IrisProcess, token: string, name: string) {
  const { status, body } = await callIris<{ data: { id: number } }>(
    running,
    'POST',
    '/api/countries/create',
    { token, body: { name, duration: 0 } },
  );
  expect(status).toBe(201);
  return body.data.data.id;
}

const countryStatus = async (running: IrisProcess, token: string, id: number) =>
  (await callIris(running, 'POST', `/api/countries/get/${id}`, { token })).status;

/** Uploads a profile photo of its own colour; answers its URL. */
async function uploadPhoto(running: IrisProcess, token: string, shade: number): Promise<string> {
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: shade, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const { payload, contentType } = multipart([
    { name: 'foto.png', content: photo, type: 'image/png' },
  ]);
  const response = await fetch(`${running.baseUrl}/api/users/updateImage`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: payload,
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { data: Profile } };
  return data.data.image!;
}

const download = async (running: IrisProcess, url: string) => {
  const response = await fetch(`${running.baseUrl}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const withoutSignature = (url: string) => url.split('?')[0]!;
/** Every photo the administrator had, by its URL without the signature, and its bytes. */
const photos = new Map<string, Buffer>();
let country: number;
let later: number;

/** The administrator's photo now: one of those uploaded, served with the same bytes. */
async function expectAnUploadedPhoto(running: IrisProcess, token: string) {
  const profile = await callIris<{ data: Profile }>(running, 'POST', '/api/auth/profile', {
    token,
  });
  const url = profile.body.data.data.image!;
  const uploaded = photos.get(withoutSignature(url));
  expect(uploaded).toBeDefined();
  expect((await download(running, url)).equals(uploaded!)).toBe(true);
}

beforeAll(async () => {
  const running = await start();
  const token = await logInTo(running, ADMIN.email, ADMIN.password);
  country = await createCountry(running, token, 'PAÍS RESPALDADO');
  const keep = async (url: string) =>
    photos.set(withoutSignature(url), await download(running, url));
  await keep(await uploadPhoto(running, token, 0));

  // Taken while Iris runs and the photo keeps changing: each upload removes the file of the one
  // it replaces, so a backup whose files and rows were copied at different moments loses it.
  const backup = { running: true };
  const changing = (async () => {
    for (let shade = 1; backup.running && shade < 250; shade++) {
      await keep(await uploadPhoto(running, token, shade));
    }
  })();
  const said = await npmRun('backup', dataDir, archive);
  backup.running = false;
  await changing;
  expect(said).toContain('Backup written to');
  expect(photos.size).toBeGreaterThan(2);

  later = await createCountry(running, token, 'PAÍS POSTERIOR');
  expect(await stopIris(running)).toBe(0);
});

describe('npm run backup and npm run restore', () => {
  it('puts back the row and the file of the backup, and moves what was there aside', async () => {
    const said = await npmRun('restore', dataDir, archive);
    expect(said).toContain('Restored the backup');
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(dataDir, aside[0]!, 'db', 'PG_VERSION'))).toBe(true);

    const iris = await start();
    const token = await logInTo(iris, ADMIN.email, ADMIN.password);
    expect(await countryStatus(iris, token, country)).toBe(200);
    // Made after the backup: not in it.
    expect(await countryStatus(iris, token, later)).toBe(404);
    await expectAnUploadedPhoto(iris, token);
    expect(await stopIris(iris)).toBe(0);
  });

  it('backs up a stopped Iris too, and restores onto a new machine', async () => {
    const stopped = path.join(work, 'parada.tar.gz');
    await npmRun('backup', dataDir, stopped);
    const newMachine = path.join(work, 'nueva');
    await npmRun('restore', newMachine, stopped);

    const iris = await start(newMachine);
    const token = await logInTo(iris, ADMIN.email, ADMIN.password);
    expect(await countryStatus(iris, token, country)).toBe(200);
    // Its links are signed with the new machine's own key (DATA_DIR/jwt-secret is not copied).
    await expectAnUploadedPhoto(iris, token);
    expect(await stopIris(iris)).toBe(0);
  });
});
