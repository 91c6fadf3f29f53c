import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import type { SignInWords } from '~/content/sign-in';
import { resetPasswordSchemaIn } from '../password';
import { FormMessages } from '../../components/form-banners';
import { useAccountForm } from '../../components/use-account-form';

export function ResetPasswordForm({ token, notice, words }: { token: string; notice: string | null; words: SignInWords }) {
  const schema = useMemo(() => resetPasswordSchemaIn(words.messages), [words]);
  const { form, fields, submitting, formError } = useAccountForm(schema, { id: 'reset-password-form' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={notice} error={formError} />
      <input type="hidden" name={fields.token.name} value={token} />
      <TextField meta={fields.password} label={words.fields.newPassword} type="password" autoComplete="new-password" hint={words.fields.passwordHint} />
      <TextField meta={fields.confirmPassword} label={words.fields.confirmNewPassword} type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? words.resetPassword.submitting : words.resetPassword.submit}
      </Button>
    </Form>
  );
}
