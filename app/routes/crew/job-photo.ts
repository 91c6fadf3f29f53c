import type { Route } from './+types/job-photo';
import { requireCrew } from '~/features/accounts/guards.server';
import { getJobPhoto, maySeeJobPhotos } from '~/features/jobs/crew/job-photos.server';
import { photoResponse, requestedPhotoSize } from '~/features/leads/photos/photo-response.server';
import { servicesContext } from '~/lib/request-context';

/** A photo the crew took on a job (`?size=thumbnail` for its thumbnail): for staff and the crew on that job; anyone else gets the same 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireCrew(request, context);
  const { db } = context.get(servicesContext);
  const photo = await getJobPhoto(db, params.photoId, requestedPhotoSize(request));
  return photoResponse(photo && (await maySeeJobPhotos(db, user, photo.jobId)) ? photo : undefined);
}
