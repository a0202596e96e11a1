import type { FastifyInstance } from 'fastify';
import { registerProductUpload } from './product-upload.routes.js';

/** What the catalogue adds by hand to its registered resources (modules/resources.ts). */
export async function catalogueRoutes(instance: FastifyInstance) {
  registerProductUpload(instance);
}
