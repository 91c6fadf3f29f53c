import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { firstProblem, type FormReply } from '~/lib/form-reply';
import { readJsonObject } from '~/lib/json-body.server';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { Actor } from '~/lib/audit-log.server';
import { ASSIGN_ADMIN_INTENT, EMAIL_REQUIRED, roleAssigned, roleAssignError, roleChangeSchema, roleRemoved, roleRemoveError } from './role-forms';
import { isRole } from './roles';
import { assignAdminRole, changeRole, type RoleChangeResult } from './roles.server';

/** The settings screen's role forms: assign the admin role by email, or remove it from a row. */
export async function submitRoleChange(services: Pick<AppServices, 'db' | 'live'>, actor: Actor, formData: FormData) {
  const submission = parseWithZod(formData, { schema: roleChangeSchema });
  const intent = submission.payload.intent === ASSIGN_ADMIN_INTENT ? ASSIGN_ADMIN_INTENT : 'remove-admin';
  if (submission.status !== 'success')
    return data<FormReply>({ intent, result: submission.reply(), ok: false, message: firstProblem(submission.error) }, { status: 400 });
  const { email } = submission.value;
  const assign = intent === ASSIGN_ADMIN_INTENT;
  let result: RoleChangeResult;
  try {
    result = assign ? await assignAdminRole(services.db, email, actor) : await changeRole(services.db, { email, role: 'user', actor });
    // The change recorded a live event (who is on the staff): this process's hub reads it now.
    if (result.ok) services.live.committed();
  } catch (error) {
    logger.error({ err: error }, 'role could not be changed');
    result = { ok: false, reason: 'unavailable', message: 'the change could not be saved' };
  }
  const status = result.ok ? 200 : result.reason === 'unavailable' ? 503 : 400;
  const message = result.ok
    ? (assign ? roleAssigned : roleRemoved)(result.user.email)
    : assign
      ? roleAssignError(result.message)
      : roleRemoveError(result.message);
  return data<FormReply>({ intent, result: submission.reply({ resetForm: result.ok }), ok: result.ok, message }, { status });
}

/** POST /api/admin/roles with { email, role }; without a role, it assigns admin (SPEC's assignAdminRole). */
export async function apiAssignRole(services: Pick<AppServices, 'db' | 'live'>, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });
  const { email, role } = body.body;
  if (typeof email !== 'string' || !email.trim()) return Response.json({ error: EMAIL_REQUIRED }, { status: 400 });
  if (role !== undefined && !isRole(role)) {
    return Response.json({ error: 'role must be one of: user, admin, superAdmin' }, { status: 400 });
  }
  const result = role === undefined ? await assignAdminRole(services.db, email, actor) : await changeRole(services.db, { email, role, actor });
  if (result.ok) services.live.committed();
  if (result.ok) return Response.json({ user: result.user, previousRole: result.previousRole });
  const status = result.reason === 'not-found' ? 404 : 409;
  return Response.json({ error: result.message }, { status });
}
