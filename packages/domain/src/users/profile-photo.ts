/**
 * docs/rules.md, Uploads: a profile photo is square and at least 500 px a side. It is kept at most
 * 1000 px a side (enough for any avatar, light to serve), and the browser compresses it at 50.
 */
export const PHOTO_MIN_SIDE = 500;
export const PHOTO_MAX_SIDE = 1000;
export const PHOTO_QUALITY = 0.5;
