import { data } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import type { FormReply } from '~/lib/form-reply';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { type ChannelName, channelNames, PREFERENCES_INTENT, preferenceField, SMS_PHONE_INTENT, smsEvents, staffEvents } from './staff-events';
import { saveStaffSmsPhone } from './staff-sms.server';
import { saveStaffPreferences, type StaffPreferences } from './staff-preferences.server';

const intent = PREFERENCES_INTENT;

/**
 * The posted checkboxes: each either absent (off) or `on`, as a browser sends them; anything else
 * (another value, a field twice) is not this form, and changes nothing.
 */
export function readPreferencesForm(form: FormData, channels: readonly ChannelName[] = channelNames): StaffPreferences | undefined {
  const choices = {} as StaffPreferences;
  for (const event of staffEvents) {
    choices[event] = { push: false, email: false, sms: false };
    for (const channel of channels) {
      // By text, only the urgent events are offered.
      if (channel === 'sms' && !smsEvents.includes(event)) continue;
      const values = form.getAll(preferenceField(event, channel));
      if (values.length > 1 || (values.length === 1 && values[0] !== 'on')) return undefined;
      choices[event][channel] = values.length === 1;
    }
  }
  return choices;
}

/** The channels the Alerts page offers: by text only while texting is configured. */
export function offeredChannels(texting: boolean): readonly ChannelName[] {
  return texting ? channelNames : channelNames.filter((channel) => channel !== 'sms');
}

/** Saves the signed-in staff member's own choices from the Alerts page (of the channels it offered). */
export async function submitStaffPreferences(services: Pick<AppServices, 'db'>, actor: Actor, form: FormData, channels: readonly ChannelName[] = channelNames) {
  const choices = readPreferencesForm(form, channels);
  if (!choices) return data<FormReply>({ intent, ok: false, message: 'The choices could not be read. Please try again.' }, { status: 400 });
  try {
    await saveStaffPreferences(services.db, actor.userId, choices, { actor, channels });
  } catch (error) {
    logger.error({ err: error }, 'alert preferences could not be saved');
    return data<FormReply>({ intent, ok: false, message: 'Your choices could not be saved just now. Please try again.' }, { status: 503 });
  }
  return data<FormReply>({ intent, ok: true, message: 'Your alert choices are saved.' });
}

/**
 * Saves (or, left empty, removes) the signed-in staff member's mobile number for text alerts. A
 * number that is not one answers 400 with the field's message, the typed value kept by the form.
 */
export async function submitStaffSmsPhone(services: Pick<AppServices, 'db'>, actor: Actor, form: FormData) {
  const typed = form.get('phone');
  const result = await saveStaffSmsPhone(services.db, actor.userId, typeof typed === 'string' ? typed : '', { actor });
  if (!result.ok) {
    return data<FormReply>(
      {
        intent: SMS_PHONE_INTENT,
        ok: false,
        message: result.message,
        result: { status: 'error', initialValue: { phone: String(typed ?? '') }, error: { phone: [result.message] } },
      },
      { status: 400 },
    );
  }
  const message = result.phone ? `Text alerts go to ${result.phone}.` : 'Your mobile number is removed: no alerts go to you by text.';
  return data<FormReply>({ intent: SMS_PHONE_INTENT, ok: true, message });
}
