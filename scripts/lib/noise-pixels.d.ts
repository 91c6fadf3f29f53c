export function noisePixels(width: number, height: number, seed: number): Buffer;
