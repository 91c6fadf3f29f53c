import type { Route } from './+types/quote-photo';
import { requireUser } from '~/features/accounts/guards.server';
import { getQuoteRequestPhoto, maySeePhoto } from '~/features/leads/quote-requests.server';
import { servicesContext } from '~/lib/request-context';

/**
 * A photo sent with a quote request (`?size=thumbnail` for its thumbnail): only for staff and the
 * customer who sent it; anyone else, and any unknown id, gets the same 404. Never cached by a shared cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const size = new URL(request.url).searchParams.get('size') === 'thumbnail' ? 'thumbnail' : 'full';
  const photo = await getQuoteRequestPhoto(context.get(servicesContext).db, params.photoId, size);
  if (!photo || !maySeePhoto(user, photo)) {
    throw new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
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
