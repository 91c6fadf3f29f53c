/** Which copy a photo URL asks for: `?size=thumbnail`, or the full photo. */
export function requestedPhotoSize(request: Request): 'full' | 'thumbnail' {
  return new URL(request.url).searchParams.get('size') === 'thumbnail' ? 'thumbnail' : 'full';
}

/** A stored photo as an HTTP answer for its one viewer (never kept by a shared cache), or the same 404 for anything else. */
export function photoResponse(photo: { contentType: string; filename: string; bytes: Buffer } | undefined): Response {
  if (!photo) {
    throw Response.json({ error: 'There is no such photo.' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.bytes.length),
      'Cache-Control': 'private, max-age=3600',
      'Content-Disposition': `inline; filename="${photo.filename.replace(/[^\w.\- ]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
