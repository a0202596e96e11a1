import { eq, getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { logAccess } from '../../lib/access-log.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { logoOf, type DocumentBranch } from '../../lib/pdf-layout.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { findVisible } from '../../lib/recipe/resource-scope.js';
import { storedOf } from './prescription-values.js';
import { prescriptionsResource } from './prescriptions.resource.js';
import { personNameSql } from '../../lib/person-name.js';

const fullName = (table: typeof customers | typeof users) => personNameSql(table);

/**
 * What the printed prescription shows (docs/api.md prescriptions/getPdf/{id}), for anyone who reads the
 * patient's record: another branch's prescription is a 403, none or a deleted one a 404. It
 * carries its doctor's cédula profesional (docs/rules.md), so a doctor without one is told to add it
 * before anything is printed. A printed prescription is a read of the record, logged.
 */
export async function prescriptionDocumentData(
  context: ResourceContext,
  files: FileStorage,
  id: number,
) {
  await findVisible(context, prescriptionsResource, id);
  const [row] = await context.db
    .select({
      ...getTableColumns(prescriptions),
      customerName: fullName(customers),
      doctor: fullName(users),
      professionalLicense: users.professionalLicense,
      branchName: branches.name,
      branchAddress: branches.address,
      branchPhone: branches.phone,
      branchLogo: branches.logo,
    })
    .from(prescriptions)
    .innerJoin(customers, eq(customers.id, prescriptions.customerId))
    .innerJoin(branches, eq(branches.id, customers.branchId))
    .innerJoin(users, eq(users.id, prescriptions.doctorId))
    .where(eq(prescriptions.id, id));
  // Gone between the check above and this read.
  if (!row) throw notFound();
  if (!row.professionalLicense) {
    throw new AppError('professional_license_required', { doctor: row.doctor });
  }
  await logAccess(context, {
    action: 'read',
    subject: 'prescriptionPdf',
    customerId: row.customerId,
    recordId: id,
  });
  const branch: DocumentBranch = {
    name: row.branchName,
    address: row.branchAddress,
    phone: row.branchPhone,
    logo: await logoOf(files, row.branchLogo),
  };
  return {
    branch,
    id: row.id,
    date: row.date,
    kind: row.kind,
    customerName: row.customerName,
    od: storedOf('od', row),
    oi: storedOf('oi', row),
    notes: row.notes,
    doctor: { name: row.doctor, professionalLicense: row.professionalLicense },
  };
}
export type PrescriptionDocumentData = Awaited<ReturnType<typeof prescriptionDocumentData>>;
