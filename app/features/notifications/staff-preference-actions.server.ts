import { data } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import type { FormReply } from '~/lib/form-reply';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { channelNames, PREFERENCES_INTENT, preferenceField, staffEvents } from './staff-events';
import { saveStaffPreferences, type StaffPreferences } from './staff-preferences.server';

const intent = PREFERENCES_INTENT;

/**
 * The posted checkboxes: each either absent (off) or `on`, as a browser sends them; anything else
 * (another value, a field twice) is not this form, and changes nothing.
 */
export function readPreferencesForm(form: FormData): StaffPreferences | undefined {
  const choices = {} as StaffPreferences;
  for (const event of staffEvents) {
    choices[event] = { push: false, email: false };
    for (const channel of channelNames) {
      const values = form.getAll(preferenceField(event, channel));
      if (values.length > 1 || (values.length === 1 && values[0] !== 'on')) return undefined;
      choices[event][channel] = values.length === 1;
    }
  }
  return choices;
}

/** Saves the signed-in staff member's own choices from the Alerts page. */
export async function submitStaffPreferences(services: Pick<AppServices, 'db'>, actor: Actor, form: FormData) {
  const choices = readPreferencesForm(form);
  if (!choices) return data<FormReply>({ intent, ok: false, message: 'The choices could not be read. Please try again.' }, { status: 400 });
  try {
    await saveStaffPreferences(services.db, actor.userId, choices, { actor });
  } catch (error) {
    logger.error({ err: error }, 'alert preferences could not be saved');
    return data<FormReply>({ intent, ok: false, message: 'Your choices could not be saved just now. Please try again.' }, { status: 503 });
  }
  return data<FormReply>({ intent, ok: true, message: 'Your alert choices are saved.' });
}
