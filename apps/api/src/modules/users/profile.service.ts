import { eq } from 'drizzle-orm';
import type { UpdateDataProfileInput } from '@iris/domain/users/user.schemas';
import { users } from '../../db/schema/accounts.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { profilePhoto } from '../../lib/files/images.js';
import { replaceStoredFile } from '../../lib/files/replace-file.js';
import { uniqueKey, type Upload } from '../../lib/files/upload.js';
import type { ItemContext, ResourceContext } from '../../lib/recipe/resource.js';
import { findProfile } from './users.repository.js';

async function profileOf(context: ResourceContext, items: ItemContext) {
  const profile = await findProfile(context.db, context.session.id, items);
  // Deleted between the session check and this read.
  if (!profile) throw new AppError('unauthorized');
  return profile;
}

/**
 * One's own data (docs/spec.md §2 Profile). The schema carries no role, branch or e-mail, so nothing a
 * client adds can change them; a phone already used by someone else is 102.
 */
export async function updateDataProfile(
  context: ResourceContext,
  input: UpdateDataProfileInput,
  items: ItemContext,
) {
  await context.db
    .update(users)
    .set({
      name: input.name.trim(),
      paternal: input.paternal.trim(),
      maternal: input.maternal.trim(),
      phone: input.phone.trim(),
      // Absent: unchanged (an older client's update keeps it).
      ...(input.professionalLicense === undefined
        ? {}
        : { professionalLicense: input.professionalLicense }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, context.session.id));
  return profileOf(context, items);
}

/** One's photo: checked and re-encoded (lib/files/images.ts), stored under users/{id}. */
export async function updateProfilePhoto(
  context: ResourceContext,
  files: FileStorage,
  upload: Upload,
  items: ItemContext,
) {
  const id = context.session.id;
  const photo = await profilePhoto(upload);
  await replaceStoredFile(
    context,
    files,
    {
      async lock(tx) {
        const [row] = await tx.db
          .select({ key: users.image })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        return row?.key ?? null;
      },
      async point(tx, key) {
        await tx.db
          .update(users)
          .set({ image: key, updatedAt: new Date() })
          .where(eq(users.id, id));
      },
    },
    { key: uniqueKey(`users/${id}`, photo), buffer: photo.buffer, mime: photo.mime },
  );
  return profileOf(context, items);
}
