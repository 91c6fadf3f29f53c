import { getFormProps, getInputProps } from '@conform-to/react';
import { useMemo } from 'react';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import type { SignInWords } from '~/content/sign-in';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { loginSchemaIn } from '../login';
import { textLinkClass } from './auth-layout';
import { FormMessages } from '../../components/form-banners';
import { useAccountForm } from '../../components/use-account-form';

interface LoginFormProps {
  redirectTo: string;
  /** Why the visitor is here: just registered, password reset. */
  notice: string | null;
  /** A problem reported by the page that sent the visitor here (a failed social sign-in). */
  problem: string | null;
  words: SignInWords;
}

export function LoginForm({ redirectTo, notice, problem, words }: LoginFormProps) {
  const locale = useLocale();
  const schema = useMemo(() => loginSchemaIn(words.messages), [words]);
  const { form, fields, submitting, formError } = useAccountForm(schema, { id: 'login-form' });
  const error = formError ?? (form.status === undefined ? problem : null);
  const { key: rememberKey, ...rememberProps } = getInputProps(fields.rememberMe, { type: 'checkbox' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={error ? null : notice} error={error} />
      <input type="hidden" name={fields.redirectTo.name} value={redirectTo} />
      <TextField meta={fields.email} label={words.fields.email} type="email" autoComplete="email" />
      <TextField meta={fields.password} label={words.fields.password} type="password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800">
          <input key={rememberKey} {...rememberProps} className="size-5 rounded border-slate-400 accent-brand-700" />
          {words.fields.rememberMe}
        </label>
        <Link to={linkIn(locale, '/forgot-password')} className={`text-sm ${textLinkClass}`}>
          {words.login.forgot}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? words.login.submitting : words.login.submit}
      </Button>
    </Form>
  );
}
