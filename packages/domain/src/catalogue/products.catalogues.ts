import { z } from 'zod';
import { relation, requiredText } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { satProductKeyField, satUnitKeyField } from '../invoicing/sat-key-fields.js';
import { SAT_UNITS } from '../invoicing/sat-units.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { defineCatalogue, refSchema } from './catalogue-declaration.js';
import { attributesSchemaOf, PRODUCT_KINDS, productKindField } from './product-attributes.js';
import { assignedCode, isAssignedRange, productCodeField } from './product-code.js';

/** Subcategories and products (docs/spec.md §3): a product is of a subcategory of its category. */

const named = z.object({ id: z.number(), name: z.string() });

/** docs/api.md invoicing fields: a category's and a product's ClaveProdServ and ClaveUnidad. */
const satKeys = { satProductKey: satProductKeyField(), satUnitKey: satUnitKeyField() };
const satKeysItem = { satProductKey: z.string().nullable(), satUnitKey: z.string().nullable() };
const satKeyFields = [
  {
    kind: 'mask',
    name: 'satProductKey',
    label: 'catalogue.fields.satProductKey',
    mask: '########',
    half: true,
  },
  {
    kind: 'choice',
    name: 'satUnitKey',
    label: 'catalogue.fields.satUnitKey',
    choices: SAT_UNITS,
    half: true,
  },
] as const;

/** Categories: a unique name and the SAT keys their products take when they have none. */
export const categoriesCatalogue = defineCatalogue({
  shape: { name: requiredText(), ...satKeys },
  item: named.extend(satKeysItem),
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'satProductKey', label: 'catalogue.fields.satProductKey' },
    { field: 'satUnitKey', label: 'catalogue.fields.satUnitKey' },
  ],
  fields: [{ kind: 'text', name: 'name', label: 'catalogue.fields.name' }, ...satKeyFields],
});

export const subcategoriesCatalogue = defineCatalogue({
  shape: { name: requiredText(), category: relation() },
  item: named.extend({ category: refSchema, category_id: z.number() }),
  filters: { categoryId: idFilter() },
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'category', label: 'catalogue.fields.category', kind: 'relation' },
  ],
  fields: [
    {
      kind: 'select',
      name: 'category.id',
      label: 'catalogue.fields.category',
      options: 'categories',
    },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
  ],
});

/**
 * docs/rules.md Optical catalogue: the attributes are checked against the kind sent with them (a
 * client of the first contract sends neither and keeps both); a code in Iris's range only as the
 * product's own.
 */
function checkProduct(input: Record<string, unknown>, context: z.RefinementCtx) {
  const { code, id, kind, attributes } = input;
  if (typeof code === 'string' && isAssignedRange(code)) {
    if (typeof id !== 'number' || code !== assignedCode(id)) {
      context.addIssue({ code: 'custom', path: ['code'], message: m('reservedCode') });
    }
  }
  if (kind === undefined) {
    if (attributes !== undefined && attributes !== null) {
      context.addIssue({ code: 'custom', path: ['kind'], message: m('required') });
    }
    return;
  }
  const parsed = attributesSchemaOf(kind as (typeof PRODUCT_KINDS)[number]).safeParse(attributes);
  for (const issue of parsed.error?.issues ?? []) {
    context.addIssue({
      code: 'custom',
      path: ['attributes', ...issue.path.map(String)],
      message: issue.message,
    });
  }
}

const attributesItem = z.record(z.string(), z.unknown());

export const productsCatalogue = defineCatalogue({
  shape: {
    name: requiredText(),
    category: relation(),
    subcategory: relation(),
    ...satKeys,
    code: productCodeField(),
    kind: productKindField().optional(),
    attributes: z.unknown().optional(),
  },
  refine: checkProduct,
  item: named.extend({
    ...satKeysItem,
    code: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    attributes: attributesItem,
    category: refSchema,
    subcategory: refSchema,
    category_id: z.number(),
    subcategory_id: z.number(),
    documentUrl: z.string().nullable(),
  }),
  // `code`: the whole code, as the unique index compares it (a scan, a label); the free-text
  // search stays on the names, where a code's digits would match any number typed.
  filters: {
    categoryId: idFilter(),
    subcategoryId: idFilter(),
    kind: productKindField().optional(),
    code: z.string().trim().min(1).max(40).optional(),
  },
  columns: [
    { field: 'documentUrl', label: 'catalogue.fields.image', kind: 'document' },
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'code', label: 'catalogue.fields.code', flex: 1.5 },
    { field: 'kind', label: 'catalogue.fields.kind', kind: 'kindName' },
    { field: 'category', label: 'catalogue.fields.category', kind: 'relation' },
    { field: 'subcategory', label: 'catalogue.fields.subcategory', kind: 'relation' },
  ],
  fields: [
    {
      kind: 'select',
      name: 'category.id',
      label: 'catalogue.fields.category',
      options: 'categories',
      half: true,
    },
    {
      kind: 'select',
      name: 'subcategory.id',
      label: 'catalogue.fields.subcategory',
      options: 'subcategories',
      parent: { field: 'category.id', key: 'category_id' },
      half: true,
    },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'text', name: 'code', label: 'catalogue.fields.codeInput', upperCase: false },
    { kind: 'productKind', name: 'kind', label: 'catalogue.fields.kind' },
    {
      kind: 'document',
      name: 'file',
      label: 'catalogue.fields.image',
      urlField: 'documentUrl',
      upload: 'products/uploadDocument',
    },
    ...satKeyFields,
  ],
});
