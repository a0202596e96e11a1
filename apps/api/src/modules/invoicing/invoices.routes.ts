import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import type { SuccessKey } from '@iris/domain/i18n/message-keys';
import {
  cancelInvoiceSchema,
  createGlobalInvoiceSchema,
  createInvoiceSchema,
  invoiceSchema,
  type Invoice,
  sendInvoiceSchema,
} from '@iris/domain/invoicing/invoice.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { LOGGED_IN, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { sendDownload } from '../../lib/downloads.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { findOne } from '../../lib/recipe/crud.repository.js';
import { contextOf, itemContext } from '../../lib/recipe/routes/recipe-routes.js';
import { cancelInvoice } from './invoice-cancel.js';
import { invoiceFileName, invoicePdfBuffer, storedInvoice } from './invoice-files.js';
import { issueGlobalInvoice } from './global-invoice.js';
import { issueSaleInvoice } from './invoice-issue.js';
import { enqueueInvoiceMail } from './invoice-mail.job.js';
import { invoicesResource } from './invoices.resource.js';

const record = envelopeSchema(z.object({ data: invoiceSchema }));
const tags = ['invoices'];

/**
 * docs/api.md invoices: the writes of a CFDI, which are not a row's insert (sealed, then stamped
 * by the PAC outside the transaction: invoice-issue.ts, invoice-stamping.ts), and its files. The
 * recipe answers getTable and get (invoices.resource.ts).
 */
export async function invoicesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const items = itemContext(app);
  /** The CFDI as it now stands, read within the session's branch. */
  const answer = async (request: FastifyRequest, id: number, key: SuccessKey) =>
    ok(
      request,
      { data: (await findOne(contextOf(app, request), invoicesResource, id, items)) as Invoice },
      key,
    );
  const readable = async (request: FastifyRequest, id: number) => {
    // The session's scope decides (403 / 404) before the stored file is read.
    await findOne(contextOf(app, request), invoicesResource, id, items);
    return storedInvoice(app.db, id);
  };

  app.post(
    '/invoices/create',
    {
      config: LOGGED_IN,
      schema: { tags, body: createInvoiceSchema, response: { 201: record, ...errorResponses } },
    },
    async (request, reply) => {
      const id = await issueSaleInvoice(app, contextOf(app, request), request.body);
      return reply.code(201).send(await answer(request, id, 'invoiceStamped'));
    },
  );

  app.post(
    '/invoices/createGlobal',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        body: createGlobalInvoiceSchema,
        response: { 201: record, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await issueGlobalInvoice(app, contextOf(app, request), request.body);
      return reply.code(201).send(await answer(request, id, 'globalInvoiceStamped'));
    },
  );

  app.put(
    '/invoices/cancel',
    {
      config: SUPER_ADMIN_ONLY,
      schema: { tags, body: cancelInvoiceSchema, response: { 200: record, ...errorResponses } },
    },
    async (request) => {
      const status = await cancelInvoice(app, contextOf(app, request), request.body);
      return answer(
        request,
        request.body.id,
        status === 'CANCELADA' ? 'invoiceCancelled' : 'invoiceCancelRequested',
      );
    },
  );

  app.post(
    '/invoices/send/:id',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags,
        params: idParams,
        body: sendInvoiceSchema.optional(),
        response: { 200: record, ...errorResponses },
      },
    },
    async (request) => {
      await readable(request, request.params.id);
      const email = request.body?.email ?? undefined;
      await enqueueInvoiceMail(app.db, request.params.id, email ? { email } : {});
      return answer(request, request.params.id, 'invoiceSent');
    },
  );

  const fileSchema = (type: string) => ({
    tags,
    params: idParams,
    produces: [type],
    response: errorResponses,
  });

  app.post(
    '/invoices/getXml/:id',
    { config: LOGGED_IN, schema: fileSchema('application/xml') },
    async (request, reply) => {
      const invoice = await readable(request, request.params.id);
      // The stamped XML byte for byte, as the PAC answered it.
      const body = Buffer.from(invoice.xml, 'utf8');
      return sendDownload(reply, {
        type: 'application/xml; charset=utf-8',
        filename: invoiceFileName(invoice, 'xml'),
        body: Readable.from([body]),
        size: body.length,
      });
    },
  );

  app.post(
    '/invoices/getPdf/:id',
    { config: LOGGED_IN, schema: fileSchema('application/pdf') },
    async (request, reply) => {
      const invoice = await readable(request, request.params.id);
      const body = await invoicePdfBuffer(app, invoice);
      return sendDownload(
        reply,
        {
          type: 'application/pdf',
          filename: invoiceFileName(invoice, 'pdf'),
          body: Readable.from([body]),
          size: body.length,
        },
        'inline',
      );
    },
  );
}
