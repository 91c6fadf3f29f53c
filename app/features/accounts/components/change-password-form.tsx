import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { PASSWORD_INTENT } from '../account-intents';
import { signIn } from '~/content/sign-in';
import { changePasswordSchemaIn } from '../password';

/** The dashboard is in English: the form's messages are the English ones. */
const changePasswordSchema = changePasswordSchemaIn(signIn.messages);
import { FormMessages } from './form-banners';
import { useAccountForm } from './use-account-form';

export function ChangePasswordForm() {
  const { form, fields, submitting, formError, notice } = useAccountForm(changePasswordSchema, {
    id: 'change-password-form',
    intent: PASSWORD_INTENT,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      <TextField meta={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.newPassword} label="New password" type="password" autoComplete="new-password" hint="At least 6 characters" />
        <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      </div>
      <Button type="submit" variant="secondary" disabled={submitting}>
        {submitting ? 'Changing password...' : 'Change Password'}
      </Button>
    </Form>
  );
}
