import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@iris/domain/common/fields';
import { deleteDocumentSchema, noteDocumentSchema } from '@iris/domain/customers/note.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import { sendDownload } from '../../lib/downloads.js';
import { MAX_UPLOAD_BYTES, readSingleUpload, readUploadForm } from '../../lib/files/upload.js';
import { noteIdOfForm, noteRequired } from './note-of-form.js';
import * as documents from './note-documents.service.js';
import { NOTE_ROLES, type NoteKind } from './notes.resources.js';

/**
 * docs/api.md: `{notes, notes-doctor, note-documents}/uploadDocument` and `…/deleteDocument`, and
 * `note-documents/getDocuments/{noteId}`. The kind-named routes take only their kind's notes;
 * note-documents takes either, with the roles of the note's kind. An upload names its note in the
 * form, as docs/api.md's clients send it (docs/spec.md §7: "sent with note{id}"), or in the path.
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
    const upload = {
      config: access,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: { tags: [prefix], consumes: ['multipart/form-data'], response: documentResponse },
    };
    app.patch(`/${prefix}/uploadDocument`, upload, async (request) => {
      const context = contextOf(app, request);
      let checked: number | undefined;
      const form = await readUploadForm(request, 'documents', async (fields) => {
        // A note named before the file is checked before a byte of the file is read.
        checked = noteIdOfForm(fields);
        if (checked !== undefined) await documents.checkNote(context, checked, kind);
      });
      const noteId = checked ?? noteIdOfForm(form.fields);
      if (noteId === undefined) throw noteRequired();
      const data = await documents.uploadDocument(
        context,
        app.files,
        noteId,
        () => Promise.resolve(form.upload),
        kind,
      );
      return ok(request, { data }, 'created');
    });
    app.patch(
      `/${prefix}/uploadDocument/:id`,
      { ...upload, schema: { ...upload.schema, params: idParams } },
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
        data: await documents.listDocuments(contextOf(app, request), request.params.id),
      }),
  );

  // A document's file, for a logged-in user allowed to read its note; every download is logged.
  app.get(
    '/note-documents/file/:id',
    {
      config: { access: { roles: ROLES } },
      schema: { tags: ['note-documents'], params: idParams, response: errorResponses },
    },
    async (request, reply) => {
      const { file, name } = await documents.readDocument(
        contextOf(app, request),
        app.files,
        request.params.id,
      );
      return sendDownload(
        reply,
        { type: file.contentType, filename: name, body: file.body, size: file.size },
        'inline',
      );
    },
  );
}
