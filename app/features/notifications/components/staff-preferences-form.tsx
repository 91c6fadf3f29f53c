import { ReplyMessages } from './reply-messages';
import { Form, useNavigation } from 'react-router';
import type { FormReply } from '~/lib/form-reply';
import { channelLabels, channelNames, PREFERENCES_INTENT, preferenceField, staffEventLabels, staffEvents } from '../staff-events';
import type { StaffPreferences } from '../staff-preferences.server';

/**
 * Which events reach this staff member, and how: a group of checkboxes per event. A plain form:
 * without JavaScript it posts and the page comes back with the answer.
 */
export function StaffPreferencesForm({ preferences, reply }: { preferences: StaffPreferences; reply: FormReply | undefined }) {
  const saving = useNavigation().formData?.get('intent') === PREFERENCES_INTENT;
  const own = reply?.intent === PREFERENCES_INTENT ? reply : undefined;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={PREFERENCES_INTENT} />
      {staffEvents.map((event) => (
        <fieldset key={event} className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{staffEventLabels[event]}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channelNames.map((channel) => (
              <label key={channel} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={preferenceField(event, channel)}
                  defaultChecked={preferences[event][channel]}
                  className="size-5 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-300"
                />
                {channelLabels[channel]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={saving}
          className="min-h-9 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? 'Saving…' : 'Save my choices'}
        </button>
        <ReplyMessages reply={own} />
      </div>
    </Form>
  );
}
