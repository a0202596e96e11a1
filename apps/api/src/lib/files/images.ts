import { PHOTO_MAX_SIDE, PHOTO_MIN_SIDE } from '@iris/domain/users/profile-photo';
import { AppError } from '../app-error.js';
import type { Upload } from './upload.js';

const LOGO_MAX = 512;
/** A square crop may come out a pixel or two off after the browser's rounding. */
const SQUARE_TOLERANCE = 2;

export interface EncodedImage {
  buffer: Buffer;
  mime: string;
  extension: string;
}

const notAnImage = () => new AppError('wrong_image_format');

/**
 * Only images: what is stored is re-encoded here, so that it is a clean image whatever the upload
 * carried (metadata, trailing bytes, another format under an image's header). Bytes that a
 * decoder refuses are the wrong format too.
 */
async function decode(upload: Upload) {
  if (!upload.mime.startsWith('image/')) throw notAnImage();
  // Loaded on the first image, not at start-up.
  const { default: sharp } = await import('sharp');
  const image = sharp(upload.buffer, { failOn: 'error', limitInputPixels: 60_000_000 }).rotate();
  const metadata = await image.metadata().catch(() => {
    throw notAnImage();
  });
  return { image, width: metadata.width, height: metadata.height };
}

const encoded = (work: Promise<Buffer>, mime: string, extension: string) =>
  work.then(
    (buffer): EncodedImage => ({ buffer, mime, extension }),
    () => {
      throw notAnImage();
    },
  );

/** A profile photo: square, at least 500 x 500, stored as a JPEG of at most 1000 x 1000. */
export async function profilePhoto(upload: Upload): Promise<EncodedImage> {
  const { image, width, height } = await decode(upload);
  if (Math.abs(width - height) > SQUARE_TOLERANCE || Math.min(width, height) < PHOTO_MIN_SIDE) {
    throw new AppError('image_too_small');
  }
  const side = Math.min(width, height, PHOTO_MAX_SIDE);
  return encoded(
    image.resize(side, side, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    'image/jpeg',
    'jpg',
  );
}

/** A branch's logo: any image, kept within 512 x 512 as a PNG (logos often need transparency). */
export async function branchLogo(upload: Upload): Promise<EncodedImage> {
  const { image } = await decode(upload);
  return encoded(
    image.resize(LOGO_MAX, LOGO_MAX, { fit: 'inside', withoutEnlargement: true }).png().toBuffer(),
    'image/png',
    'png',
  );
}
