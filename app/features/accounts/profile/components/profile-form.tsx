import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { controlClasses, TextareaField, TextField } from '~/components/ui/form-field';
import type { DashboardWords } from '~/content/dashboard';
import { PROFILE_INTENT } from '../../account-intents';
import { profileSchemaIn } from '../profile';
import { FormMessages } from '../../components/form-banners';
import { useAccountForm } from '../../components/use-account-form';

export interface ProfileValues {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
}

export function ProfileForm({ profile, words }: { profile: ProfileValues; words: DashboardWords }) {
  const schema = useMemo(() => profileSchemaIn(words.messages), [words]);
  const w = words.profile;
  const { form, fields, submitting, formError, notice } = useAccountForm(schema, {
    id: 'profile-form',
    intent: PROFILE_INTENT,
    defaultValue: { name: profile.name, phone: profile.phone ?? '', address: profile.address ?? '' },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <input type="hidden" name="intent" value={PROFILE_INTENT} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={w.displayName} autoComplete="name" />
        <div>
          <label htmlFor="profile-email" className="block text-sm font-semibold text-slate-800">
            {w.email}
          </label>
          <input id="profile-email" type="email" value={profile.email} disabled aria-describedby="profile-email-hint" className={controlClasses} />
          <p id="profile-email-hint" className="mt-1.5 text-sm text-slate-600">
            {w.emailHint}
          </p>
        </div>
        <TextField meta={fields.phone} label={w.phone} type="tel" autoComplete="tel" />
      </div>
      <TextareaField meta={fields.address} label={w.address} rows={3} autoComplete="street-address" />
      <Button type="submit" disabled={submitting}>
        {submitting ? w.saving : w.save}
      </Button>
    </Form>
  );
}
