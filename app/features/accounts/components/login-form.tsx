import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { loginSchema } from '../login';
import { textLinkClass } from './auth-layout';
import { FormMessages } from './form-banners';
import { useAccountForm } from './use-account-form';

interface LoginFormProps {
  redirectTo: string;
  /** Why the visitor is here: just registered, password reset. */
  notice: string | null;
  /** A problem reported by the page that sent the visitor here (a failed social sign-in). */
  problem: string | null;
}

export function LoginForm({ redirectTo, notice, problem }: LoginFormProps) {
  const { form, fields, submitting, formError } = useAccountForm(loginSchema, { id: 'login-form' });
  const error = formError ?? (form.status === undefined ? problem : null);
  const { key: rememberKey, ...rememberProps } = getInputProps(fields.rememberMe, { type: 'checkbox' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={error ? null : notice} error={error} />
      <input type="hidden" name={fields.redirectTo.name} value={redirectTo} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800">
          <input key={rememberKey} {...rememberProps} className="size-5 rounded border-slate-400 accent-brand-700" />
          Remember me
        </label>
        <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Signing in...' : 'Log In'}
      </Button>
    </Form>
  );
}
