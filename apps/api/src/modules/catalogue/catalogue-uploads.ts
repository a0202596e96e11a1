import { branches } from '../../db/schema/geography.schema.js';
import { products } from '../../db/schema/catalogue.schema.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { branchLogo } from '../../lib/files/images.js';
import type { RecordUpload } from '../../lib/files/record-upload.routes.js';
import { branchesResource } from './geography.resources.js';
import { productsResource } from './products.resources.js';

const ADMIN = SUPER_ADMIN_ONLY.access.roles;

/** PATCH products/uploadDocument/{id}: one image or PDF, kept as it came. */
export const productDocumentUpload: RecordUpload = {
  resource: productsResource,
  path: 'uploadDocument',
  roles: ADMIN,
  column: products.documentKey,
  folder: (id) => `inventory/products/${id}`,
};

/** PATCH branches/uploadLogo/{id}: the branch's logo (personalization), re-encoded as a PNG. */
export const branchLogoUpload: RecordUpload = {
  resource: branchesResource,
  path: 'uploadLogo',
  roles: ADMIN,
  column: branches.logo,
  folder: (id) => `branch/${id}/logo`,
  accept: 'images',
  encode: branchLogo,
};
