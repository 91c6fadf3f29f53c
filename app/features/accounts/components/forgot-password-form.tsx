import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { forgotPasswordSchema } from '../login';
import { FormMessages } from './form-banners';
import { useAccountForm } from './use-account-form';

export function ForgotPasswordForm() {
  const { form, fields, submitting, formError, notice } = useAccountForm(forgotPasswordSchema, { id: 'forgot-password-form' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Sending link...' : 'Send Reset Link'}
      </Button>
    </Form>
  );
}
