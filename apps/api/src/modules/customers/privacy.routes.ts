import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { tableDataSchema, tableQuerySchemaOf } from '@iris/domain/common/table';
import {
  anonymizedSchema,
  blockedCustomerSchema,
  blockedFilters,
  blockedSchema,
} from '@iris/domain/customers/customer-privacy.schemas';
import { sendDownload } from '../../lib/downloads.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { anonymizePatient } from './customer-anonymize.js';
import { blockPatient } from './customer-block.js';
import { blockedPage } from './blocked-customers.repository.js';
import { patientExport } from './privacy-export.service.js';

/**
 * docs/api.md privacy: a patient's access export, their cancelación (blocked) and anonymisation,
 * and super_admin's list of blocked patients. Written by hand: each step crosses every table of the
 * record, which no resource declaration says. Who may call each: docs/rules.md, Privacy and accounts.
 */
export async function privacyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const officer = { access: { roles: ['super_admin' as const] } };

  // The whole record, doctor notes included: those who may read all of it (docs/rules.md).
  app.post(
    '/customers/export/:id',
    {
      config: { access: { roles: ['super_admin', 'doctor'] } },
      schema: { tags, params: idParams, produces: ['application/zip'], response: errorResponses },
    },
    async (request, reply) => {
      const body = await patientExport(
        contextOf(app, request),
        app.files,
        app.config.timeZone,
        request.params.id,
      );
      return sendDownload(reply, {
        type: 'application/zip',
        filename: `expediente-${request.params.id}.zip`,
        body,
      });
    },
  );

  app.put(
    '/customers/block/:id',
    {
      config: officer,
      schema: {
        tags,
        params: idParams,
        response: { 200: envelopeSchema(z.object({ data: blockedSchema })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        request,
        { data: await blockPatient(contextOf(app, request), request.params.id) },
        'customerBlocked',
      ),
  );

  app.put(
    '/customers/anonymize/:id',
    {
      config: officer,
      schema: {
        tags,
        params: idParams,
        response: { 200: envelopeSchema(z.object({ data: anonymizedSchema })), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        request,
        { data: await anonymizePatient(contextOf(app, request), app.files, request.params.id) },
        'customerAnonymized',
      ),
  );

  app.post(
    '/customers/getBlockedTable',
    {
      config: officer,
      schema: {
        tags,
        body: tableQuerySchemaOf(blockedFilters),
        response: {
          200: envelopeSchema(z.object({ tableData: tableDataSchema(blockedCustomerSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, { tableData: await blockedPage(contextOf(app, request).db, request.body) }),
  );
}
