import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, GPS_TAG, heicPhoto, pngPhoto, webpPhoto } from '#tests/support/photos';
import { processPhotos, type UploadedFile } from './photos.server';

const file = (filename: string, bytes: Buffer, truncated = false): UploadedFile => ({ filename, bytes, truncated });

describe('photos sent with a quote request', () => {
  it('re-encodes a camera JPEG the right way up, without its EXIF or GPS position, with a thumbnail', async () => {
    const original = await cameraJpeg();
    expect(original.includes(GPS_TAG)).toBe(true);
    const result = await processPhotos([file('IMG_0042.JPG', original)]);
    if (!result.ok) throw new Error(result.error);
    const [photo] = result.photos;
    expect(photo).toMatchObject({ filename: 'IMG_0042.JPG', contentType: 'image/jpeg', width: 200, height: 300 });
    const stored = await sharp(photo!.content).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(photo!.content.includes(Buffer.from('TestCam'))).toBe(false);
    expect(photo!.content.includes(GPS_TAG)).toBe(false);
    const thumbnail = await sharp(photo!.thumbnail).metadata();
    expect(thumbnail.format).toBe('jpeg');
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBeLessThanOrEqual(400);
  });

  it('reads PNG, WebP and an iPhone HEIC by their bytes, whatever they are called', async () => {
    const result = await processPhotos([file('a.png', await pngPhoto()), file('b', await webpPhoto()), file('IMG_0001.HEIC', heicPhoto())]);
    if (!result.ok) throw new Error(result.error);
    expect(result.photos.map((photo) => [photo.filename, photo.width, photo.height])).toEqual([
      ['a.png', 120, 80],
      ['b', 90, 60],
      ['IMG_0001.HEIC', 64, 48],
    ]);
    for (const photo of result.photos) expect((await sharp(photo.content).metadata()).format).toBe('jpeg');
  });

  it('refuses a file that is not an image, naming it, even when it is called .jpg', async () => {
    const result = await processPhotos([file('window.jpg', await cameraJpeg()), file('invoice.jpg', Buffer.from('%PDF-1.7 not a photo'))]);
    expect(result).toEqual({ ok: false, error: '"invoice.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.' });
  });

  it('refuses a photo cut off at the size limit, and more than eight photos', async () => {
    expect(await processPhotos([file('huge.jpg', Buffer.alloc(10), true)])).toEqual({
      ok: false,
      error: '"huge.jpg" is larger than 15 MB. Send a smaller copy of it.',
    });
    const nine = Array.from({ length: 9 }, (_, index) => file(`p${index}.png`, Buffer.from('x')));
    expect(await processPhotos(nine)).toEqual({ ok: false, error: 'Send at most 8 photos.' });
  });

  it('skips an empty file part (a file input left empty) and keeps only the last segment of a path-like name', async () => {
    const result = await processPhotos([file('', Buffer.alloc(0)), file('C:\\Users\\ana\\kitchen.png', await pngPhoto())]);
    if (!result.ok) throw new Error(result.error);
    expect(result.photos.map((photo) => photo.filename)).toEqual(['kitchen.png']);
  });
});
