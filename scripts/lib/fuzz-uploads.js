// Quote requests with photos for `npm run test:fuzz` (issue 31): what the quote form sends, and
// what a careless or hostile client sends instead, each built part by part so the order of the
// parts, their names and their sizes are exactly as chosen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { noisePixels } from './noise-pixels.js';

const MB = 1024 * 1024;
const BOUNDARY = 'fuzzupload';
export const UPLOAD_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** One part: a text field, or a file when `filename` is given; `name` undefined leaves the name out. */
function part(name, value, filename) {
  const disposition = `form-data${name === undefined ? '' : `; name="${name}"`}${filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: application/octet-stream`}`;
  return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
}
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A multipart body: the given fields, then the photos (or the other way round), then the end. */
export function uploadBody(fields, photos, { photosFirst = false } = {}) {
  const texts = Object.entries(fields).map(([name, value]) => part(name, String(value)));
  const files = photos.map(([filename, bytes, field = 'photos']) => part(field, bytes, filename));
  return Buffer.concat([...(photosFirst ? [...files, ...texts] : [...texts, ...files]), END]);
}

/** A JPEG of noise of about `bytes` bytes, as large as a phone's biggest photos. */
export async function largePhoto(bytes) {
  const [width, height] = [6000, 4000];
  const pixels = noisePixels(width, height, 31);
  for (const quality of [85, 80, 75, 70, 60]) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= bytes) return jpeg;
  }
  throw new Error(`no JPEG of ${width} x ${height} fits in ${bytes} bytes`);
}

/** The photos the cases are made of: small real ones, and ones that declare far more pixels than they hold. */
export async function loadUploadPhotos(root) {
  const heic = readFileSync(path.join(root, 'tests/fixtures/photo.heic'));
  const hugeHeic = Buffer.from(heic);
  for (let at = hugeHeic.indexOf('ispe'); at >= 0; at = hugeHeic.indexOf('ispe', at + 1)) {
    hugeHeic.writeUInt32BE(10_000, at + 8);
    hugeHeic.writeUInt32BE(10_000, at + 12);
  }
  return {
    png: await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer(),
    heic,
    hugePng: await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#88aacc' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
    hugeHeic,
  };
}

/**
 * One upload case: `{ body, expect }`, where `expect` is the statuses the server may answer
 * (a 429 only ever with its message, which the fuzz checks for every 4xx).
 */
export function createUploadCase({ pick, chance, int }, photos, validQuote) {
  const few = () =>
    Array.from({ length: 1 + int(3) }, (_, index) => [`window-${index + 1}.${index % 2 ? 'heic' : 'png'}`, index % 2 ? photos.heic : photos.png]);
  const refused = [400, 429];
  return () =>
    pick([
      () => ({ what: 'photos after the fields', body: uploadBody(validQuote, few()), expect: [200, 201, 429] }),
      () => ({ what: 'invalid fields with photos', body: uploadBody({ ...validQuote, email: 'nope', firstName: '' }, few()), expect: refused }),
      () => {
        const nameless = chance(0.5) ? part(undefined, 'Hello') : part(undefined, photos.png, 'a.png');
        const body = uploadBody(validQuote, few());
        return { what: 'a part without a name', body: Buffer.concat([nameless, body]), expect: [400] };
      },
      () => ({ what: 'a photo over 15 MB', body: uploadBody(validQuote, [['big.jpg', Buffer.alloc(15 * MB + 1 + int(MB))]]), expect: refused }),
      () => ({ what: 'a PNG declaring 100 megapixels', body: uploadBody(validQuote, [['plan.png', photos.hugePng]]), expect: refused }),
      () => ({ what: 'a HEIC declaring 100 megapixels', body: uploadBody(validQuote, [['IMG_0001.HEIC', photos.hugeHeic]]), expect: refused }),
      () => ({ what: 'not an image', body: uploadBody(validQuote, [['invoice.jpg', Buffer.from('%PDF-1.7 not a photo')]]), expect: refused }),
      () => ({
        what: 'nine photos',
        body: uploadBody(
          validQuote,
          Array.from({ length: 9 }, (_, index) => [`p${index}.png`, photos.png]),
        ),
        expect: refused,
      }),
      () => ({ what: 'photos before the fields', body: uploadBody(validQuote, few(), { photosFirst: true }), expect: refused }),
      () => ({
        what: 'a field after the photos',
        body: Buffer.concat([uploadBody(validQuote, few()).subarray(0, -END.length), part('howDidYouHear', 'friend'), END]),
        expect: refused,
      }),
      () => {
        const body = uploadBody(validQuote, few());
        return { what: 'a body cut short', body: body.subarray(0, Math.floor(body.length / 2) + int(Math.floor(body.length / 2))), expect: [400] };
      },
    ])();
}
