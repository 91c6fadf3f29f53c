import type { Route } from './+types/business-profile';
import { adminMeta } from '~/components/back-office/meta';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ForbiddenPage } from '~/components/back-office/forbidden-page';
import { requireSuperAdminOr403 } from '~/features/accounts/guards.server';
import { ProfileEditor } from '~/features/business/components/profile-editor';
import { saveTeamPhoto, submitProfileForm, submitRestore, teamPhotoRefused } from '~/features/business/editor/editor-actions.server';
import { isEditorFieldName } from '~/features/business/editor/form-values';
import { RESTORE_INTENT, TEAM_PHOTO_INTENT } from '~/features/business/editor/intents';
import { profileToForm } from '~/features/business/editor/profile-form';
import { getBusinessProfile, listProfileVersions, samplePaths } from '~/features/business/profile.server';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '~/features/leads/photos/photo-limits';
import { receivePhotos } from '~/features/leads/photos/photos.server';
import { readFormBody } from '~/lib/form-body.server';
import { isMultipart, readMultipartBody } from '~/lib/multipart-body.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta('Company profile', '/admin/settings/business', matches);

/** The whole profile as a form: the price list and a long service area take tens of kilobytes. */
const MAX_FORM_BYTES = 512 * 1024;
const PHOTO_FIELD = 'photo';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSuperAdminOr403(request, context);
  const { db } = context.get(servicesContext);
  const [profile, versions] = await Promise.all([getBusinessProfile(db), listProfileVersions(db)]);
  const restore = Number(new URL(request.url).searchParams.get('restore'));
  return {
    saved: profileToForm(profile),
    samples: samplePaths(profile),
    savedTeam: profile.team.map((member) => ({ name: member.name, photoId: member.photoId })),
    versions,
    confirming: Number.isSafeInteger(restore) && restore > 0 ? restore : undefined,
  };
}

/** The form (save, or a list button), a restore, or a team member's photo (a multipart post of its own). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSuperAdminOr403(request, context);
  const services = context.get(servicesContext);
  const actor = { userId: user.id, email: user.email };
  if (isMultipart(request)) {
    const body = await readMultipartBody(request, { fieldBytes: 4096, fileBytes: MAX_PHOTO_BYTES, files: 1, fileFields: [PHOTO_FIELD] }, services.uploadBytes);
    if (!body.ok)
      return teamPhotoRefused(
        body.reason === 'busy' ? 'The server is receiving a lot of photos right now. Please try again in a minute.' : 'Choose a photo to upload.',
      );
    try {
      const member = Number(body.fields.get('member'));
      const name = body.fields.get('name');
      if (body.fields.get('intent') !== TEAM_PHOTO_INTENT || !Number.isSafeInteger(member) || typeof name !== 'string')
        return teamPhotoRefused('The form could not be read. Please try again.');
      const received = await receivePhotos(body.files);
      if (!received.ok) return teamPhotoRefused('error' in received ? received.error : 'The photo could not be read. Please try again.');
      const [photo] = received.photos;
      if (!photo) return teamPhotoRefused(`Choose a photo of ${name} to upload.`);
      return saveTeamPhoto(services, actor, { member, name, photo });
    } finally {
      await body.files.discard();
    }
  }
  const formData = await readFormBody(request, MAX_FORM_BYTES, isEditorFieldName);
  if (formData?.get('intent') === RESTORE_INTENT) return submitRestore(services, actor, formData);
  return submitProfileForm(services, actor, formData ?? new FormData());
}

export default function BusinessProfileRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  return (
    <ProfileEditor
      saved={loaderData.saved}
      samples={loaderData.samples}
      savedTeam={loaderData.savedTeam}
      versions={loaderData.versions}
      confirming={loaderData.confirming}
      reply={actionData}
      photoAccept={PHOTO_ACCEPT}
      maxPhotoMegabytes={MAX_PHOTO_BYTES / 1024 / 1024}
    />
  );
}

/** Staff without the owner's role are told they lack permission (403); anything else goes to the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403)
    return <ForbiddenPage title="Company profile" whoCan="Only an owner (superAdmin) can change the company profile." />;
  throw error;
}
