import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatMoneyText } from '@iris/domain/common/column-text';
import {
  productLabelsSchema,
  type LABEL_LAYOUTS,
} from '@iris/domain/inventory/product-labels.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { products } from '../../db/schema/catalogue.schema.js';
import { stock, storages } from '../../db/schema/inventory.schema.js';
import { AppError } from '../../lib/app-error.js';
import { sendDownload } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/envelope.js';
import { contextOf } from '../../lib/recipe/crud.routes.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { storageFor } from './product-by-code.js';
import { productLabelsPdf, type ProductLabel } from './product-labels-pdf.js';

interface LabelsRequest {
  items: { product: { id: number }; copies: number }[];
  layout: (typeof LABEL_LAYOUTS)[number];
  storage?: number | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Each item's product as its labels print it, copies times, priced as the sale page sells it: the
 * stock price in the storage asked for, else the caller's default storage; none without either.
 */
export async function productLabels(context: ResourceContext, input: LabelsRequest) {
  const storageCondition = await storageFor(context, input.storage);
  const [storage] = storageCondition
    ? await context.db.select({ id: storages.id }).from(storages).where(storageCondition)
    : [];
  const ids = [...new Set(input.items.map((item) => item.product.id))];
  const rows = await context.db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      attributes: products.attributes,
      price: stock.price,
    })
    .from(products)
    .leftJoin(stock, and(eq(stock.productId, products.id), eq(stock.storageId, storage?.id ?? 0)))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = input.items.map((item) => ({
    copies: item.copies,
    row: byId.get(item.product.id),
  }));
  const unknown = found.flatMap(({ row }, index) =>
    row ? [] : [{ field: `items.${index}.product.id`, message: 'validation.invalid' }],
  );
  if (unknown.length > 0) throw new AppError('invalid_input', { errors: unknown });
  return found.flatMap(({ copies, row }): ProductLabel[] => {
    if (!row) return [];
    const { brand, model, size } = row.attributes;
    const label = {
      name: row.name,
      code: row.code,
      details: [brand, model, size].map(text).filter(Boolean).join(' · '),
      price: storage ? formatMoneyText(row.price ?? '0') : null,
    };
    return Array.from({ length: copies }, () => label);
  });
}

/** products/labels: the labels as a PDF shown in the browser (inline) to print, for every role. */
export async function productLabelsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/products/labels',
    {
      config: { access: { roles: ROLES } },
      schema: {
        tags: ['products'],
        body: productLabelsSchema,
        produces: ['application/pdf'],
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const labels = await productLabels(contextOf(app, request), request.body);
      const body = await productLabelsPdf(labels, request.body.layout);
      return sendDownload(
        reply,
        { type: 'application/pdf', filename: 'etiquetas.pdf', body },
        'inline',
      );
    },
  );
}
