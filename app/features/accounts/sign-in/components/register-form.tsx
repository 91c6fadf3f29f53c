import { getFormProps } from '@conform-to/react';
import { useEffect, useMemo } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { ENHANCED_FIELD } from '../../account-action';
import type { SignInWords } from '~/content/sign-in';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { REDIRECT_AFTER_REGISTRATION_MS, registrationSchemaIn } from '../registration';
import { textLinkClass } from './auth-layout';
import { FormMessages } from '../../components/form-banners';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useAccountForm } from '../../components/use-account-form';

export function RegisterForm({ loginPath, words }: { loginPath: string; words: SignInWords }) {
  const locale = useLocale();
  const schema = useMemo(() => registrationSchemaIn(words.messages), [words]);
  const { form, fields, submitting, formError, created } = useAccountForm(schema, { id: 'register-form' });
  const hydrated = useHydrated();
  const navigate = useNavigate();

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(loginPath), REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [created, navigate, loginPath]);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={created ? words.messages.accountCreated : null} error={created ? null : formError} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <TextField meta={fields.name} label={words.fields.name} autoComplete="name" />
      <TextField meta={fields.email} label={words.fields.emailAddress} type="email" autoComplete="email" />
      <TextField meta={fields.password} label={words.fields.password} type="password" autoComplete="new-password" hint={words.fields.passwordHint} />
      <TextField meta={fields.confirmPassword} label={words.fields.confirmPassword} type="password" autoComplete="new-password" />
      <p className="text-sm text-slate-600">
        {words.register.agree.before}{' '}
        <Link to={linkIn(locale, '/terms-of-service')} className={textLinkClass}>
          {words.register.agree.terms}
        </Link>{' '}
        {words.register.agree.and}{' '}
        <Link to={linkIn(locale, '/privacy-policy')} className={textLinkClass}>
          {words.register.agree.privacy}
        </Link>
        {words.register.agree.after}
      </p>
      <Button type="submit" size="lg" fullWidth disabled={submitting || created}>
        {submitting ? words.register.submitting : words.register.submit}
      </Button>
    </Form>
  );
}
