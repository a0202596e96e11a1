import type { FastifyInstance } from 'fastify';
import { branches } from '../../db/schema/geography.schema.js';
import { products } from '../../db/schema/catalogue.schema.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { branchLogo } from '../../lib/files/images.js';
import { registerRecordUpload } from '../../lib/files/record-upload.routes.js';
import { branchesResource } from './geography.resources.js';
import { productsResource } from './products.resources.js';

const ADMIN = SUPER_ADMIN_ONLY.access.roles;

/** What the catalogue adds to its registered resources (modules/resources.ts): their files. */
export async function catalogueRoutes(instance: FastifyInstance) {
  // PATCH products/uploadDocument/{id}: one image or PDF, kept as it came.
  registerRecordUpload(instance, {
    resource: productsResource,
    path: 'uploadDocument',
    roles: ADMIN,
    column: products.documentKey,
    folder: (id) => `inventory/products/${id}`,
  });
  // PATCH branches/uploadLogo/{id}: the branch's logo (personalization), re-encoded as a PNG.
  registerRecordUpload(instance, {
    resource: branchesResource,
    path: 'uploadLogo',
    roles: ADMIN,
    column: branches.logo,
    folder: (id) => `branch/${id}/logo`,
    accept: 'images',
    encode: branchLogo,
  });
}
