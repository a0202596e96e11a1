import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.schema.js';
import { inTransaction } from '../../lib/crud.repository.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { uniqueKey, type Upload } from '../../lib/files/upload.js';
import type { ResourceContext } from '../../lib/resource.js';
import { findVisible } from '../../lib/resource-scope.js';
import { productsResource } from './products.resources.js';

/**
 * Stores a product's one image or PDF under inventory/products/{id} with a unique suffix and
 * points the product at it; the file it replaces is removed once the row no longer names it. The
 * product row is locked meanwhile, so two uploads at once cannot both keep their file.
 */
export async function replaceProductDocument(
  context: ResourceContext,
  files: FileStorage,
  id: number,
  readUpload: () => Promise<Upload>,
) {
  // A product that does not exist is a 404 before a byte of the file is read.
  await findVisible(context, productsResource, id);
  const upload = await readUpload();
  const key = uniqueKey(`inventory/products/${id}`, upload);
  const previous = await inTransaction(context, async (tx) => {
    await findVisible(tx, productsResource, id, { lock: true });
    const [current] = await tx.db
      .select({ key: products.documentKey })
      .from(products)
      .where(eq(products.id, id));
    await files.put(key, upload.buffer, upload.mime);
    try {
      await tx.db
        .update(products)
        .set({ documentKey: key, updatedAt: new Date() })
        .where(eq(products.id, id));
    } catch (error) {
      await files.remove(key);
      throw error;
    }
    return current?.key ?? null;
  });
  if (previous) await files.remove(previous).catch(() => undefined);
}
