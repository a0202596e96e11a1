import { pipeline, Readable } from 'node:stream';
import { and, desc, lt, or, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTimeSeconds } from '@iris/domain/common/dates';
import { accessLogFilters } from '@iris/domain/customers/access-log.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import type { Db } from '../../db/client.js';
import { accessLog } from '../../db/schema/customers.schema.js';
import { errorResponses } from '../../lib/envelope.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { sendDownload } from '../../lib/downloads.js';
import { selectFrom, type Row } from '../../lib/table-engine.js';
import { accessLogSource, accessLogWhere } from './access-log.resource.js';

const BATCH = 1000;
type LogRow = Row<typeof accessLogSource.fields>;

/**
 * The matching entries, newest first, a batch at a time (keyset on at and id): a log of millions
 * of rows streams out without being held in memory.
 */
async function* entries(db: Db, where: ReturnType<typeof accessLogWhere>) {
  let last: { at: Date; id: number } | undefined;
  for (;;) {
    const after = last
      ? or(lt(accessLog.at, last.at), and(eq(accessLog.at, last.at), lt(accessLog.id, last.id)))
      : undefined;
    const rows = (await selectFrom(db, accessLogSource)
      .where(and(...where, after))
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(BATCH)) as LogRow[];
    yield* rows;
    const tail = rows.at(-1);
    if (rows.length < BATCH || !tail) return;
    last = { at: tail.at, id: tail.id };
  }
}

/** POST access-log/getCsv: the log as the table filters it, for super_admin (RULES.md). */
export async function accessLogRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/access-log/getCsv',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags: ['access-log'],
        body: z.object({ filters: z.strictObject(accessLogFilters).default({}) }),
        produces: ['text/csv'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const labels = RECORD_LABELS[request.lang];
      const { timeZone } = app.config;
      const columns = labels.accessLogColumns;
      const csv = stringify({
        header: true,
        // Excel opens UTF-8 (accents) only with its byte-order mark.
        bom: true,
        columns: [
          { key: 'at', header: columns.at },
          { key: 'user', header: columns.user },
          { key: 'action', header: columns.action },
          { key: 'subject', header: columns.subject },
          { key: 'customer', header: columns.customer },
          { key: 'recordId', header: columns.recordId },
          { key: 'ip', header: columns.ip },
        ],
      });
      const rows = Readable.from(entries(app.db, accessLogWhere(request.body.filters))).map(
        (row: LogRow) => ({
          at: formatDateTimeSeconds(row.at, timeZone),
          user: row.userName,
          action: labels.actions[row.action],
          subject: labels.subjects[row.subject],
          customer: row.customerName,
          recordId: row.recordId ?? '',
          ip: row.ip,
        }),
      );
      return sendDownload(reply, {
        type: 'text/csv; charset=utf-8',
        filename: 'bitacora-de-accesos.csv',
        // A database failure half-way ends the download instead of leaving it hanging.
        body: pipeline(rows, csv, (error) => {
          if (error) request.log.warn({ code: (error as { code?: string }).code }, 'CSV cut short');
        }),
      });
    },
  );
}
