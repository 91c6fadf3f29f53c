import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { firstProblem, type FormReply } from '~/lib/form-reply';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import type { Actor } from '~/lib/audit-log.server';
import { saveAppName, saveLeadAlertMinutes } from './app-settings.server';
import { APP_NAME_INTENT, appNameSchema, LEAD_ALERTS_INTENT, LEAD_ALERTS_SAVED, leadAlertsSchema, SETTINGS_SAVE_ERROR, SETTINGS_SAVED } from './settings';

/** The lead alert form: the minutes of office hours after which a new lead is escalated. */
export async function submitLeadAlerts(services: Pick<AppServices, 'db'>, actor: Actor, formData: FormData) {
  const intent = LEAD_ALERTS_INTENT;
  const submission = parseWithZod(formData, { schema: leadAlertsSchema });
  if (submission.status !== 'success')
    return data<FormReply>({ intent, result: submission.reply(), ok: false, message: firstProblem(submission.error) }, { status: 400 });
  try {
    await saveLeadAlertMinutes(services.db, { minutes: submission.value.leadAlertAfterMinutes, actor });
  } catch (error) {
    logger.error({ err: error }, 'lead alerts could not be saved');
    return data<FormReply>({ intent, result: submission.reply(), ok: false, message: SETTINGS_SAVE_ERROR }, { status: 503 });
  }
  return data<FormReply>({ intent, result: submission.reply(), ok: true, message: LEAD_ALERTS_SAVED });
}

/** The application name form, posted to the settings screen's action. */
export async function submitAppName(services: Pick<AppServices, 'db' | 'transact'>, actor: Actor, formData: FormData) {
  const intent = APP_NAME_INTENT;
  const submission = parseWithZod(formData, { schema: appNameSchema });
  if (submission.status !== 'success')
    return data<FormReply>({ intent, result: submission.reply(), ok: false, message: firstProblem(submission.error) }, { status: 400 });
  try {
    await saveAppName(services, { name: submission.value.appName, actor });
  } catch (error) {
    logger.error({ err: error }, 'settings could not be saved');
    return data<FormReply>({ intent, result: submission.reply(), ok: false, message: SETTINGS_SAVE_ERROR }, { status: 503 });
  }
  return data<FormReply>({ intent, result: submission.reply(), ok: true, message: SETTINGS_SAVED });
}
