/** A photo thumbnail's text, for screen readers: "1 of 3: kitchen.jpg, opens full size". Spanish: es/photos.ts. */
export function describePhoto(position: number, count: number, filename: string): string {
  return `${position} of ${count}: ${filename}, opens full size`;
}
