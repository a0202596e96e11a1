import type { FastifyInstance } from 'fastify';
import { registerRecordUpload } from '../../lib/files/record-upload.routes.js';
import { branchLogoUpload, productDocumentUpload } from './catalogue-uploads.js';

/** What the catalogue adds to its registered resources (catalogue.module.ts): their files. */
export async function catalogueRoutes(instance: FastifyInstance) {
  registerRecordUpload(instance, productDocumentUpload);
  registerRecordUpload(instance, branchLogoUpload);
}
