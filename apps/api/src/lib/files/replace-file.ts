import { inTransaction } from '../recipe/crud.repository.js';
import type { ResourceContext } from '../recipe/resource.js';
import type { FileStorage } from './file-storage.js';

/** The row that names a stored file (a product's document, a user's photo, a branch's logo). */
export interface FileSlot {
  /** Locks the row for the transaction and answers the key it names now. */
  lock(context: ResourceContext): Promise<string | null>;
  /** Points the row at the new key. */
  point(context: ResourceContext, key: string): Promise<void>;
}

export interface NewFile {
  key: string;
  buffer: Buffer;
  mime: string;
}

/**
 * Stores a new file and points its row at it in one transaction, with the row locked so that two
 * uploads at once cannot both keep their file; the file it replaces is removed once the row no
 * longer names it, and the new one if the row could not be pointed at it.
 */
export async function replaceStoredFile(
  context: ResourceContext,
  files: FileStorage,
  slot: FileSlot,
  file: NewFile,
) {
  const previous = await inTransaction(context, async (tx) => {
    const current = await slot.lock(tx);
    await files.put(file.key, file.buffer, file.mime);
    try {
      await slot.point(tx, file.key);
    } catch (error) {
      await files.remove(file.key);
      throw error;
    }
    return current;
  });
  if (previous) await files.remove(previous).catch(() => undefined);
}
