// Pseudo-random RGB pixels, the same for the same seed: encoded as a JPEG they compress and decode
// about as badly as a photograph, unlike a flat colour. For the photo benchmark, the crash test and
// the tests' sample photos.

/** `width` x `height` x 3 bytes of noise. */
export function noisePixels(width, height, seed) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 23;
  }
  return pixels;
}
