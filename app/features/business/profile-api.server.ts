import type { Actor } from '~/lib/audit-log.server';
import { readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { getBusinessProfile, getProfileRevision, updateBusinessProfile } from './profile.server';

// GET and PATCH /api/admin/business (docs/business-profile.md): the whole profile as JSON, and a
// JSON merge patch (RFC 7396) of any of its fields. The route checks the role first.

/** A whole profile with every text in both languages is larger than a lead: room for it and more. */
const MAX_PROFILE_BYTES = 512 * 1024;

async function profileResponse(db: AppServices['db'], status = 200): Promise<Response> {
  const [profile, revision] = await Promise.all([getBusinessProfile(db), getProfileRevision(db)]);
  return Response.json(profile, {
    status,
    headers: { ETag: `"${revision.version}"`, 'Cache-Control': 'no-store', 'Last-Modified': new Date(revision.updatedAt).toUTCString() },
  });
}

export function apiGetBusinessProfile(services: Pick<AppServices, 'db'>): Promise<Response> {
  return profileResponse(services.db);
}

export async function apiPatchBusinessProfile(services: Pick<AppServices, 'db' | 'transact'>, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request, MAX_PROFILE_BYTES, { mergePatch: true });
  if (!body.ok) return Response.json({ error: body.message, fieldErrors: {} }, { status: body.status });
  const result = await updateBusinessProfile(services, body.body, { actor });
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: 400 });
  return profileResponse(services.db);
}
