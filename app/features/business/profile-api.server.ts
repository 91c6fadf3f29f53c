import type { Actor } from '~/lib/audit-log.server';
import { readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { getBusinessProfile, getProfileRevision, updateBusinessProfile } from './profile.server';

// GET and PATCH /api/admin/business (docs/business-profile.md): the whole profile as JSON, and a
// JSON merge patch (RFC 7396) of any of its fields, saved only at the version an `If-Match` names
// when one is sent. The route checks the role first.

/** A whole profile with every text in both languages is larger than a lead: room for it and more. */
const MAX_PROFILE_BYTES = 512 * 1024;

const etagOf = (version: number) => `"${version}"`;

async function profileResponse(db: AppServices['db'], status = 200): Promise<Response> {
  const [profile, revision] = await Promise.all([getBusinessProfile(db), getProfileRevision(db)]);
  return Response.json(profile, {
    status,
    headers: { ETag: etagOf(revision.version), 'Cache-Control': 'no-store', 'Last-Modified': new Date(revision.updatedAt).toUTCString() },
  });
}

/**
 * The versions an `If-Match` header allows the save at (RFC 9110: strong comparison, so a weak
 * `W/"3"` matches none), or undefined for no condition (no header, or `*`: the profile always exists).
 */
function ifMatchVersions(header: string | null): number[] | undefined {
  if (header === null || header.trim() === '*') return undefined;
  return header.split(',').flatMap((tag) => {
    const match = /^"(\d{1,15})"$/.exec(tag.trim());
    return match ? [Number(match[1])] : [];
  });
}

export function apiGetBusinessProfile(services: Pick<AppServices, 'db'>): Promise<Response> {
  return profileResponse(services.db);
}

export async function apiPatchBusinessProfile(services: Pick<AppServices, 'db' | 'transact'>, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request, MAX_PROFILE_BYTES, { mergePatch: true });
  if (!body.ok) return Response.json({ error: body.message, fieldErrors: {} }, { status: body.status });
  const result = await updateBusinessProfile(services, body.body, { actor, ifVersionIn: ifMatchVersions(request.headers.get('if-match')) });
  if (!result.ok && result.reason === 'stale')
    return Response.json({ error: result.error, fieldErrors: {} }, { status: 412, headers: { ETag: etagOf(result.version), 'Cache-Control': 'no-store' } });
  if (!result.ok) return Response.json({ error: result.error, fieldErrors: result.fieldErrors }, { status: 400 });
  return profileResponse(services.db);
}
