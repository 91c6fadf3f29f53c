import type { Route } from './+types/team-photo';
import { getTeamPhoto } from '~/features/business/team/team-photos.server';
import { methodNotAllowed } from '~/lib/method-not-allowed.server';
import { servicesContext } from '~/lib/request-context';

/**
 * A team member's photo for the About page, for anyone: the 400 px copy, or `?size=full` for the
 * stored one (at most 2048 px). A photo never changes once stored (a new upload has a new id), so
 * browsers and shared caches keep it for a year.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const size = new URL(request.url).searchParams.get('size') === 'full' ? 'full' : 'thumbnail';
  const photo = await getTeamPhoto(context.get(servicesContext).db, params.photoId, size);
  if (!photo) throw Response.json({ error: 'There is no such photo.' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A photo is only read here; it is uploaded in the company profile editor. */
export function action() {
  return methodNotAllowed('GET');
}
