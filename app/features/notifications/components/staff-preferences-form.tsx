import { ReplyMessages } from '~/components/ui/reply-messages';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/field';
import type { FormReply } from '~/lib/form-reply';
import { type ChannelName, channelLabels, channelNames, PREFERENCES_INTENT, preferenceField, smsEvents, staffEventLabels, staffEvents } from '../staff-events';
import type { StaffPreferences } from '../staff-preferences.server';

/**
 * Which events reach this staff member, and how: a group of checkboxes per event. A plain form:
 * without JavaScript it posts and the page comes back with the answer. By text only the urgent
 * events, and only while texting is configured (`channels`).
 */
export function StaffPreferencesForm({
  preferences,
  reply,
  channels = channelNames,
}: {
  preferences: StaffPreferences;
  reply: FormReply | undefined;
  channels?: readonly ChannelName[];
}) {
  const saving = useNavigation().formData?.get('intent') === PREFERENCES_INTENT;
  const own = reply?.intent === PREFERENCES_INTENT ? reply : undefined;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={PREFERENCES_INTENT} />
      {staffEvents.map((event) => (
        <fieldset key={event} className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">{staffEventLabels[event]}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {channels
              .filter((channel) => channel !== 'sms' || smsEvents.includes(event))
              .map((channel) => (
                <Checkbox
                  key={channel}
                  name={preferenceField(event, channel)}
                  defaultChecked={preferences[event][channel]}
                  label={channelLabels[channel]}
                  className="min-h-9"
                />
              ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving} variant="secondary" size="compact">
          {saving ? 'Saving…' : 'Save my choices'}
        </Button>
        <ReplyMessages reply={own} />
      </div>
    </Form>
  );
}
