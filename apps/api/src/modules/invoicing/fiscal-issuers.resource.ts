import {
  CSD_WARNING_DAYS,
  fiscalIssuerCreateSchema,
  fiscalIssuerItemSchema,
  fiscalIssuerUpdateSchema,
  type FiscalIssuerItem,
} from '@iris/domain/invoicing/fiscal-issuer.schemas';
import { validationMessage } from '@iris/domain/i18n/validation-key';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { defineResource, insertValues } from '../../lib/recipe/resource.js';
import type { Row } from '../../lib/table/table-engine.js';

const ADMIN = SUPER_ADMIN_ONLY.access.roles;
const DAY_MS = 86_400_000;

/** The columns an item is made of: the CSD's public facts, never its key or password. */
const fields = {
  id: fiscalIssuers.id,
  rfc: fiscalIssuers.rfc,
  name: fiscalIssuers.name,
  regime: fiscalIssuers.regime,
  series: fiscalIssuers.series,
  globalPeriodicity: fiscalIssuers.globalPeriodicity,
  certificateNumber: fiscalIssuers.csdCertificateNumber,
  validFrom: fiscalIssuers.csdValidFrom,
  validTo: fiscalIssuers.csdValidTo,
  csdRfc: fiscalIssuers.csdRfc,
};

function toItem(row: Row<typeof fields>): FiscalIssuerItem {
  const { certificateNumber, validFrom, validTo, csdRfc, ...issuer } = row;
  if (!certificateNumber || !validFrom || !validTo || !csdRfc) return { ...issuer, csd: null };
  const left = validTo.getTime() - Date.now();
  return {
    ...issuer,
    csd: {
      certificateNumber,
      validFrom: validFrom.toISOString(),
      validTo: validTo.toISOString(),
      rfc: csdRfc,
      expired: left < 0,
      expiresSoon: left >= 0 && left <= CSD_WARNING_DAYS * DAY_MS,
    },
  };
}

/**
 * docs/rules.md, Invoicing, Issuer: the chain's fiscal issuers, super_admin's alone (reading too:
 * docs/rules.md, Access). Their CSD comes through fiscal-issuers/uploadCsd (csd-upload.routes.ts).
 */
export const fiscalIssuersResource = defineResource({
  name: 'fiscal-issuers',
  table: fiscalIssuers,
  id: fiscalIssuers.id,
  scope: { kind: 'global' },
  readRoles: ADMIN,
  writeRoles: ADMIN,
  endpoints: { getTable: true, get: true, create: true, update: true, options: true },
  list: {
    table: fiscalIssuers,
    fields,
    sortKeys: {
      id: fiscalIssuers.id,
      rfc: fiscalIssuers.rfc,
      name: fiscalIssuers.name,
      series: fiscalIssuers.series,
      validTo: fiscalIssuers.csdValidTo,
    },
    defaultSort: 'id',
    search: [fiscalIssuers.rfc, fiscalIssuers.name, fiscalIssuers.series],
  },
  item: fiscalIssuerItemSchema,
  toItem,
  create: {
    schema: fiscalIssuerCreateSchema,
    values: (input) =>
      insertValues(fiscalIssuers, {
        rfc: input.rfc,
        name: input.name,
        regime: input.regime,
        series: input.series,
        globalPeriodicity: input.globalPeriodicity,
      }),
  },
  update: {
    schema: fiscalIssuerUpdateSchema,
    values: (input) =>
      insertValues(fiscalIssuers, {
        rfc: input.rfc,
        name: input.name,
        regime: input.regime,
        series: input.series,
        globalPeriodicity: input.globalPeriodicity,
        updatedAt: new Date(),
      }),
  },
  after: {
    // The CSD is of the issuer's RFC: another RFC is another issuer (docs/rules.md, Issuer).
    async update(_context, { before, input }) {
      if (before.csdCertificate !== null && before.rfc !== input.rfc) {
        throw new AppError('invalid_input', {
          errors: [{ field: 'rfc', message: validationMessage('rfcWithCsd') }],
        });
      }
    },
  },
  options: {
    fields: { id: fiscalIssuers.id, name: fiscalIssuers.name, rfc: fiscalIssuers.rfc },
    orderBy: fiscalIssuers.name,
  },
});
