import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { noisePixels } from '../../scripts/lib/noise-pixels.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** A 64 x 48 HEIC (HEVC) image, as an iPhone sends; made with libheif's heif-enc. */
export const heicPhoto = () => readFileSync(path.join(fixtures, 'photo.heic'));

/** The same HEIC with its header (both `ispe` boxes) declaring 10000 x 10000 pixels, as a crafted file would. */
export function hugeHeicPhoto(): Buffer {
  const bytes = heicPhoto();
  for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 1)) {
    bytes.writeUInt32BE(10_000, at + 8);
    bytes.writeUInt32BE(10_000, at + 12);
  }
  return bytes;
}

/** A 10000 x 10000 PNG of one colour: 100 megapixels in about 300 KB. */
export function hugePng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#88aacc' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The EXIF tag that points at the GPS block, as it appears in a little-endian EXIF segment. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/**
 * A camera JPEG: 300 x 200 pixels stored sideways with EXIF orientation 6 (shown 200 x 300),
 * the camera's make and a GPS position in Coral Gables.
 */
export function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c8844a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '80/1 16/1 0/1' },
    })
    .toBuffer();
}

/** A photo of noise, which compresses as badly as a real one: about 0.4 bytes a pixel at this quality. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(noisePixels(width, height, 12345), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function pngPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export function webpPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 90, height: 60, channels: 3, background: '#2a6' } })
    .webp()
    .toBuffer();
}
