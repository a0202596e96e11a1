import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTimeSeconds } from '@iris/domain/common/dates';
import { accessLogFilters } from '@iris/domain/customers/access-log.schemas';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/envelope.js';
import { accessLogEntries, type AccessLogRow } from './access-log.service.js';

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
      const rows = Readable.from(accessLogEntries(app.db, request.body.filters)).map(
        (row: AccessLogRow) => ({
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
