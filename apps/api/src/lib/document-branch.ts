import { eq } from 'drizzle-orm';
import { branches } from '../db/schema/geography.schema.js';
import { notFound } from './app-error.js';
import type { FileStorage } from './files/file-storage.js';
import { logoOf, type DocumentBranch } from './pdf-layout.js';
import type { ResourceContext } from './recipe/resource.js';

/** The branch a document is printed for: its name, address, phone and logo (pdf-layout.ts). */
export async function documentBranch(
  db: ResourceContext['db'],
  files: FileStorage,
  branchId: number,
): Promise<DocumentBranch> {
  const [branch] = await db
    .select({
      name: branches.name,
      address: branches.address,
      phone: branches.phone,
      logo: branches.logo,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!branch) throw notFound();
  return { ...branch, logo: await logoOf(files, branch.logo) };
}
