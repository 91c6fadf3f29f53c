import type { Route } from './+types/photos';
import { adminMeta } from '~/components/back-office/meta';
import { requireAdmin } from '~/features/accounts/guards.server';
import { PhotoAdmin } from '~/features/gallery/components/photo-admin';
import { doneMessages, submitPhotoForm } from '~/features/gallery/photo-actions.server';
import { listProjectPhotos } from '~/features/gallery/project-photos.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Photos', '/admin/photos', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const search = new URL(request.url).searchParams;
  return {
    photos: await listProjectPhotos(context.get(servicesContext).db),
    done: doneMessages[search.get('done') ?? ''] ?? '',
    deleting: search.get('delete'),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const services = context.get(servicesContext);
  return submitPhotoForm(services, { userId: user.id, email: user.email }, request);
}

export default function PhotosRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return <PhotoAdmin photos={loaderData.photos} reply={actionData} done={loaderData.done} deleting={loaderData.deleting} />;
}
