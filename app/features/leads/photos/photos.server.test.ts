import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { leadFormWords } from '../intake/lead-words.server';
import { createByteBudget, readMultipartBody } from '~/lib/multipart-body.server';
import { cameraJpeg, GPS_TAG, heicPhoto, hugeHeicPhoto, pngPhoto, webpPhoto } from '#tests/support/photos';
import { PHOTO_UPLOAD_LIMITS, receivePhotos } from './photos.server';

/** The photos as the quote form posts them (its fields first), read and processed as the server does. */
async function receive(files: [filename: string, bytes: Buffer][], words = leadFormWords.en.server) {
  const form = new FormData();
  form.append('firstName', 'Ana');
  for (const [filename, bytes] of files) form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  const body = await readMultipartBody(
    new Request('http://localhost/get-quote', { method: 'POST', body: form }),
    PHOTO_UPLOAD_LIMITS,
    createByteBudget(64 * 1024 * 1024),
  );
  if (!body.ok) throw new Error(body.reason);
  try {
    return await receivePhotos(body.files, words);
  } finally {
    await body.files.discard();
  }
}

describe('photos sent with a quote request', () => {
  it('re-encodes a camera JPEG the right way up, without its EXIF or GPS position, with a thumbnail', async () => {
    const original = await cameraJpeg();
    expect(original.includes(GPS_TAG)).toBe(true);
    const result = await receive([['IMG_0042.JPG', original]]);
    if (!result.ok) throw new Error(JSON.stringify(result));
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
    const result = await receive([
      ['a.png', await pngPhoto()],
      ['b', await webpPhoto()],
      ['IMG_0001.HEIC', heicPhoto()],
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.photos.map((photo) => [photo.filename, photo.width, photo.height])).toEqual([
      ['a.png', 120, 80],
      ['b', 90, 60],
      ['IMG_0001.HEIC', 64, 48],
    ]);
    for (const photo of result.photos) expect((await sharp(photo.content).metadata()).format).toBe('jpeg');
  });

  it('refuses a file that is not an image, naming it, even when it is called .jpg', async () => {
    const result = await receive([
      ['window.jpg', await cameraJpeg()],
      ['invoice.jpg', Buffer.from('%PDF-1.7 not a photo')],
    ]);
    expect(result).toEqual({ ok: false, error: '"invoice.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.' });
  });

  it('refuses a photo over 15 MB, and more than eight photos', async () => {
    expect(await receive([['huge.jpg', Buffer.alloc(15 * 1024 * 1024 + 1)]])).toEqual({
      ok: false,
      error: '"huge.jpg" is larger than 15 MB. Send a smaller copy of it.',
    });
    const png = await pngPhoto();
    const nine = Array.from({ length: 9 }, (_, index): [string, Buffer] => [`p${index}.png`, png]);
    expect(await receive(nine)).toEqual({ ok: false, error: 'Send at most 8 photos.' });
  });

  it('refuses an image declaring more than 64 megapixels from its header, before decoding it, in the visitor’s language', async () => {
    // 100 megapixels of one colour compress to a few hundred KB; decoding them cost seconds of CPU.
    const jpeg = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    expect(jpeg.length).toBeLessThan(2 * 1024 * 1024);
    expect(await receive([['plan.jpg', jpeg]])).toEqual({
      ok: false,
      error: '"plan.jpg" is 10000 × 10000 pixels; we take photos of up to 64 megapixels. Send a smaller copy of it.',
    });
    expect(await receive([['IMG_0002.HEIC', hugeHeicPhoto()]], leadFormWords.es.server)).toEqual({
      ok: false,
      error: '«IMG_0002.HEIC» mide 10000 × 10000 píxeles; aceptamos fotos de hasta 64 megapíxeles. Envíe una copia más pequeña.',
    });
  });

  it('takes a PNG of up to 16 megapixels only: a PNG is decoded whole, and 64 of its megapixels cost seconds of CPU', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
        .png()
        .toBuffer();
    const plan = await png(8000, 8000);
    expect(await receive([['plan.png', plan]])).toEqual({
      ok: false,
      error: '"plan.png" is 8000 × 8000 pixels; we take PNG images of up to 16 megapixels. Send a smaller copy of it, or a JPEG.',
    });
    expect(await receive([['plano.png', plan]], leadFormWords.es.server)).toEqual({
      ok: false,
      error: '«plano.png» mide 8000 × 8000 píxeles; aceptamos imágenes PNG de hasta 16 megapíxeles. Envíe una copia más pequeña, o una JPEG.',
    });
    const screenshot = await receive([['screenshot.png', await png(5120, 2880)]]);
    expect(screenshot.ok && screenshot.photos.map((photo) => [photo.width, photo.height])).toEqual([[2048, 1152]]);
  });

  it('skips an empty file part (a file input left empty) and keeps only the last segment of a path-like name', async () => {
    const result = await receive([
      ['', Buffer.alloc(0)],
      ['C:\\Users\\ana\\kitchen.png', await pngPhoto()],
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.photos.map((photo) => photo.filename)).toEqual(['kitchen.png']);
  });
});
