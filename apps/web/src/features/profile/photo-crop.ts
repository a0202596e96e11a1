import { PHOTO_MAX_SIDE, PHOTO_MIN_SIDE, PHOTO_QUALITY } from '@iris/domain/users/profile-photo';

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = url;
  });
}

/**
 * How far the cropper may zoom in: the square it keeps never goes under 500 source pixels a side
 * (at zoom 1 it spans the image's shorter side).
 */
export function maxZoomOf(image: { naturalWidth: number; naturalHeight: number }): number {
  return Math.min(image.naturalWidth, image.naturalHeight) / PHOTO_MIN_SIDE;
}

/** The chosen square drawn at up to 1000 px a side and encoded as a JPEG at quality 50. */
export function cropToJpeg(image: HTMLImageElement, area: CropArea): Promise<Blob> {
  const side = Math.max(PHOTO_MIN_SIDE, Math.min(Math.round(area.width), PHOTO_MAX_SIDE));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))),
      'image/jpeg',
      PHOTO_QUALITY,
    );
  });
}
