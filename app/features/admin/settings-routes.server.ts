import { data } from 'react-router';
import { isRole } from '~/features/accounts/roles';
import { getAppName, saveAppName } from '~/lib/app-settings.server';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES, readJsonObject } from '~/lib/json-body.server';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { assignAdminRole, changeRole, listAccounts, type RoleChangeResult } from './roles.server';
import {
  APP_NAME_MAX_LENGTH,
  EMAIL_REQUIRED,
  roleAssigned,
  roleAssignError,
  SETTINGS_SAVE_ERROR,
  SETTINGS_SAVED,
  type SettingsActionData,
  type SettingsIntent,
} from './settings';
import type { Actor } from './timeline.server';


export async function loadSettings(services: AppServices, request: Request) {
  const usersPage = Math.max(1, Number(new URL(request.url).searchParams.get('usersPage')) || 1);
  const [appName, accounts] = await Promise.all([getAppName(services.db), listAccounts(services.db, usersPage)]);
  return { appName, accounts };
}

function reply(intent: SettingsIntent, ok: boolean, message: string, status = ok ? 200 : 400) {
  return data<SettingsActionData>({ intent, ok, message }, { status });
}

/** The settings screen's three forms: the application name, assign admin, remove admin. */
export async function handleSettingsAction(services: AppServices, actor: Actor, request: Request) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const intent = String(form?.get('intent') ?? '') as SettingsIntent;

  if (intent === 'save-settings') {
    const name = String(form?.get('appName') ?? '').trim();
    if (!name) return reply(intent, false, 'Please enter an application name');
    if (name.length > APP_NAME_MAX_LENGTH) return reply(intent, false, `The application name must be at most ${APP_NAME_MAX_LENGTH} characters`);
    try {
      await saveAppName(services.db, { name, actor });
      return reply(intent, true, SETTINGS_SAVED);
    } catch (error) {
      logger.error({ err: error }, 'settings could not be saved');
      return reply(intent, false, SETTINGS_SAVE_ERROR, 500);
    }
  }

  if (intent === 'assign-admin' || intent === 'remove-admin') {
    const email = String(form?.get('email') ?? '').trim();
    if (!email) return reply(intent, false, EMAIL_REQUIRED);
    let result: RoleChangeResult;
    try {
      result = intent === 'assign-admin' ? await assignAdminRole(services.db, email, actor) : await changeRole(services.db, { email, role: 'user', actor });
    } catch (error) {
      logger.error({ err: error }, 'role could not be changed');
      result = { ok: false, reason: 'not-found', message: 'the change could not be saved' };
    }
    if (intent === 'assign-admin') {
      return result.ok ? reply(intent, true, roleAssigned(result.user.email)) : reply(intent, false, roleAssignError(result.message));
    }
    return result.ok
      ? reply(intent, true, `Removed the admin role from ${result.user.email}`)
      : reply(intent, false, `Error removing admin role: ${result.message}`);
  }

  return data<SettingsActionData>({ intent: 'save-settings', ok: false, message: 'Unknown action' }, { status: 400 });
}

/** POST /api/admin/roles with { email, role }; without a role, it assigns admin (SPEC's assignAdminRole). */
export async function apiAssignRole(services: AppServices, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });
  const { email, role } = body.body;
  if (typeof email !== 'string' || !email.trim()) return Response.json({ error: EMAIL_REQUIRED }, { status: 400 });
  if (role !== undefined && !isRole(role)) {
    return Response.json({ error: 'role must be one of: user, admin, superAdmin' }, { status: 400 });
  }
  const result = role === undefined ? await assignAdminRole(services.db, email, actor) : await changeRole(services.db, { email, role, actor });
  if (result.ok) return Response.json({ user: result.user, previousRole: result.previousRole });
  const status = result.reason === 'not-found' ? 404 : 409;
  return Response.json({ error: result.message }, { status });
}
