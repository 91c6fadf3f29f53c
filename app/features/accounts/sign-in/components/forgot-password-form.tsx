import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import type { SignInWords } from '~/content/sign-in';
import { forgotPasswordSchemaIn } from '../login';
import { FormMessages } from '../../components/form-banners';
import { useAccountForm } from '../../components/use-account-form';

export function ForgotPasswordForm({ words }: { words: SignInWords }) {
  const schema = useMemo(() => forgotPasswordSchemaIn(words.messages), [words]);
  const { form, fields, submitting, formError, notice } = useAccountForm(schema, { id: 'forgot-password-form' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <TextField meta={fields.email} label={words.fields.email} type="email" autoComplete="email" />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? words.forgotPassword.submitting : words.forgotPassword.submit}
      </Button>
    </Form>
  );
}
