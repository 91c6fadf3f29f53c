import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import type { DashboardWords } from '~/content/dashboard';
import type { SignInMessages } from '../../account-fields';
import { PASSWORD_INTENT } from '../../account-intents';
import { changePasswordSchemaIn } from '../../sign-in/password';
import { FormMessages } from '../../components/form-banners';
import { useAccountForm } from '../../components/use-account-form';

/** Change Password on the profile page; the new password's rules are told as at registration (`signInMessages`). */
export function ChangePasswordForm({ words, signInMessages }: { words: DashboardWords; signInMessages: SignInMessages }) {
  const schema = useMemo(() => changePasswordSchemaIn(signInMessages, words.messages), [signInMessages, words]);
  const w = words.profile;
  const { form, fields, submitting, formError, notice } = useAccountForm(schema, {
    id: 'change-password-form',
    intent: PASSWORD_INTENT,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <TextField meta={fields.currentPassword} label={w.currentPassword} type="password" autoComplete="current-password" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.newPassword} label={w.newPassword} type="password" autoComplete="new-password" hint={w.newPasswordHint} />
        <TextField meta={fields.confirmPassword} label={w.confirmNewPassword} type="password" autoComplete="new-password" />
      </div>
      <Button type="submit" variant="secondary" disabled={submitting}>
        {submitting ? w.changingPassword : w.changePassword}
      </Button>
    </Form>
  );
}
