import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { deleteDocumentSchema, noteDocumentSchema } from '@iris/domain/customers/note.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { envelopeSchema, errorResponses, ok } from '../../plugins/envelope.plugin.js';
import { contextOf } from '../../lib/crud.routes.js';
import { MAX_UPLOAD_BYTES, readSingleUpload } from '../../lib/files/upload.js';
import * as documents from './note-documents.service.js';
import { NOTE_ROLES, type NoteKind } from './notes.resources.js';

/**
 * API.md: `{notes, notes-doctor, note-documents}/uploadDocument` and `…/deleteDocument`, and
 * `note-documents/getDocuments/{noteId}`. The kind-named routes take only their kind's notes;
 * note-documents takes either, with the roles of the note's kind.
 */
const PREFIXES: { prefix: string; kind?: NoteKind }[] = [
  { prefix: 'notes', kind: 'reception' },
  { prefix: 'notes-doctor', kind: 'doctor' },
  { prefix: 'note-documents' },
];

export async function noteDocumentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const documentResponse = {
    200: envelopeSchema(z.object({ data: noteDocumentSchema })),
    ...errorResponses,
  };

  for (const { prefix, kind } of PREFIXES) {
    const access = { access: { roles: kind ? NOTE_ROLES[kind] : ROLES } };
    app.patch(
      `/${prefix}/uploadDocument/:id`,
      {
        config: access,
        bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
        schema: {
          tags: [prefix],
          consumes: ['multipart/form-data'],
          params: idParams,
          response: documentResponse,
        },
      },
      async (request) => {
        const data = await documents.uploadDocument(
          contextOf(app, request),
          app.files,
          request.params.id,
          () => readSingleUpload(request),
          kind,
        );
        return ok(request, { data }, 'created');
      },
    );
    app.put(
      `/${prefix}/deleteDocument`,
      {
        config: access,
        schema: {
          tags: [prefix],
          body: deleteDocumentSchema,
          response: {
            200: envelopeSchema(z.object({ data: z.object({ id: z.number() }) })),
            ...errorResponses,
          },
        },
      },
      async (request) =>
        ok(
          request,
          { data: await documents.deleteDocument(contextOf(app, request), request.body.id, kind) },
          'deleted',
        ),
    );
  }

  app.post(
    '/note-documents/getDocuments/:id',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['note-documents'],
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ data: z.array(noteDocumentSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(request, {
        data: await documents.listDocuments(contextOf(app, request), app.files, request.params.id),
      }),
  );
}
