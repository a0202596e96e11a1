import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, noteDocuments } from '../apps/api/src/db/schema/customers.schema.js';
import { createLocalStorage } from '../apps/api/src/lib/files/local-storage.js';
import { multipart } from '../apps/api/src/testing/multipart.js';
import { seedCustomer, seedNote } from '../apps/api/src/testing/seed-records.js';
import { seedBranch, seedUser, TEST_PASSWORD } from '../apps/api/src/testing/test-app.js';
import { logInTo } from './support/iris-process.js';
import { SECRET, startReplicaSet, times } from './support/replica-set.js';

/*
 * docs/rules.md, Clinical record, with two replicas of Iris behind a proxy (README, Several machines):
 * a patient's document is served only to a logged-in user allowed to read it, and every read is
 * in the access log, whichever replica answers, under load and after one is killed and replaced.
 * Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let set: Awaited<ReturnType<typeof startReplicaSet>>;

beforeAll(async () => {
  set = await startReplicaSet('replicas_documents');
});
afterAll(() => set.close());

describe("a patient's document behind two replicas", () => {
  it("serve a patient's document only to whom may read it, under load and after a restart", async () => {
    const { direct, proxy, dataDir } = set;
    const branchId = (await seedBranch(direct, 'RÉPLICAS EXPEDIENTES')).branch.id;
    const elsewhere = (await seedBranch(direct, 'RÉPLICAS OTRA')).branch.id;
    const customerId = await seedCustomer(direct, branchId, { name: 'EXPEDIENTE' });
    const noteId = await seedNote(direct, customerId, 'doctor');
    const doctorId = await seedUser(direct, {
      email: 'retina@replicas.iris.local',
      role: 'doctor',
      branchId,
    });
    await seedUser(direct, {
      email: 'ajena@replicas.iris.local',
      role: 'doctor',
      branchId: elsewhere,
    });
    const doctor = await logInTo(proxy, 'retina@replicas.iris.local', TEST_PASSWORD);
    const stranger = await logInTo(proxy, 'ajena@replicas.iris.local', TEST_PASSWORD);
    const { payload, contentType } = multipart(
      [{ name: 'retina.png', content: PNG, type: 'image/png' }],
      [{ name: 'noteId', value: String(noteId) }],
    );
    const uploaded = await fetch(`${proxy.baseUrl}/api/note-documents/uploadDocument`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${doctor}`, 'content-type': contentType },
      body: payload,
    });
    expect(uploaded.status).toBe(200);
    const document = (
      (await uploaded.json()) as { data: { data: { id: number; documentUrl: string } } }
    ).data.data;
    const [row] = await direct.db
      .select({ key: noteDocuments.fileKey })
      .from(noteDocuments)
      .where(eq(noteDocuments.id, document.id));
    const signedUrl = createLocalStorage(path.join(dataDir, 'files'), SECRET).url(row!.key);

    /** Who gets what: the file's bytes (200) or the status, from the replicas in turn. */
    const read = async (url: string, token?: string) => {
      const response = await fetch(`${proxy.baseUrl}${url}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return response.status === 200 && bytes.equals(PNG) ? 'the file' : response.status;
    };
    const reads = () =>
      direct.db
        .select({ userId: accessLog.userId })
        .from(accessLog)
        .where(
          and(
            eq(accessLog.subject, 'document'),
            eq(accessLog.action, 'read'),
            eq(accessLog.recordId, document.id),
          ),
        );
    const underLoad = async () =>
      Promise.all([
        ...times(10, () => read(document.documentUrl, doctor)),
        ...times(5, () => read(document.documentUrl)),
        ...times(5, () => read(document.documentUrl, stranger)),
        ...times(5, () => read(signedUrl)),
        ...times(5, () => read(`${signedUrl.split('?')[0]!}?expires=9999999999&signature=x`)),
      ]);
    const expected = [
      ...times(10, () => 'the file'),
      ...times(5, () => 401),
      ...times(5, () => 403),
      ...times(5, () => 404),
      ...times(5, () => 401),
    ];
    expect(await underLoad()).toEqual(expected);
    expect((await reads()).map((entry) => entry.userId)).toEqual(times(10, () => doctorId));

    // One replica killed and replaced: the same session reads it, and nobody else.
    set.replicas[0].child.kill('SIGKILL');
    const replaced = await set.replica();
    proxy.replace(0, replaced.baseUrl);
    expect(await underLoad()).toEqual(expected);
    expect(await reads()).toHaveLength(20);
  });
});
