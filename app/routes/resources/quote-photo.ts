import type { Route } from './+types/quote-photo';
import { requireUser } from '~/features/accounts/guards.server';
import { photoResponse, requestedPhotoSize } from '~/features/leads/photos/photo-response.server';
import { getQuoteRequestPhoto, maySeePhoto } from '~/features/leads/intake/quote-requests.server';
import { servicesContext } from '~/lib/request-context';

/**
 * A photo sent with a quote request (`?size=thumbnail` for its thumbnail): only for staff and the
 * customer who sent it; anyone else, and any unknown id, gets the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const photo = await getQuoteRequestPhoto(context.get(servicesContext).db, params.photoId, requestedPhotoSize(request));
  return photoResponse(photo && maySeePhoto(user, photo) ? photo : undefined);
}
