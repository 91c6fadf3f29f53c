// What the quote form takes as photos: shared by the browser (its checks and hints) and the server.

export const MAX_PHOTOS = 8;
/** The largest photo accepted, before the browser or the server shrinks it. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
export const PHOTOS_FIELD = 'photos';
/**
 * The most pixels of a PNG the server takes (a 5K screenshot is 14.7): a PNG is decoded whole,
 * and 8 of 64 megapixels held a request's CPU for seconds. JPEG, WebP and HEIC take up to 64.
 */
export const PNG_MAX_MEGAPIXELS = 16;
/** The longest side of a stored photo; the browser shrinks larger ones to it before upload. */
export const PHOTO_MAX_EDGE = 2048;
