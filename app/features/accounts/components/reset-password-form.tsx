import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { resetPasswordSchema } from '../password';
import { FormMessages } from './form-banners';
import { useAccountForm } from './use-account-form';

export function ResetPasswordForm({ token }: { token: string }) {
  const { form, fields, submitting, formError } = useAccountForm(resetPasswordSchema, { id: 'reset-password-form' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages error={formError} />
      <input type="hidden" name={fields.token.name} value={token} />
      <TextField
        meta={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
      />
      <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </Form>
  );
}
