import type { Route } from './+types/estimate-photo';
import { openEstimatePhoto } from '~/features/estimates/estimates.server';
import { photoResponse, requestedPhotoSize } from '~/features/leads/photos/photo-response.server';
import { servicesContext } from '~/lib/request-context';

/** A photo of the request, on the customer's estimate page: the link's token is the key, as for the page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return photoResponse(await openEstimatePhoto(context.get(servicesContext).db, params.token, params.photoId, requestedPhotoSize(request)));
}
