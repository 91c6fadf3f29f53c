import type { Route } from './+types/project-photo';
import { hasRole } from '~/features/accounts/roles/roles';
import { getCurrentUser } from '~/features/accounts/session.server';
import { getProjectImageFile } from '~/features/gallery/project-photos.server';
import { servicesContext } from '~/lib/request-context';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,5})\.webp$/;

function notFound(): Response {
  return Response.json({ error: 'There is no such photo.' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * One copy of a photo of the owner's (`<image id>-<width>.webp`). A copy never changes (an edit
 * changes words, not images), so a published one is cached by anyone for a year; one not yet on
 * the site is shown to staff only, and kept by nobody.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  if (!match) return notFound();
  const file = await getProjectImageFile(context.get(servicesContext).db, match[1]!, Number(match[2]));
  if (!file) return notFound();
  if (!file.published) {
    const user = await getCurrentUser(request, context);
    if (!user || !hasRole(user.role, 'admin')) return notFound();
  }
  return new Response(new Uint8Array(file.content), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(file.content.length),
      'Cache-Control': file.published ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
