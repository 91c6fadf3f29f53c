import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/form-field';
import { ENHANCED_FIELD } from '../account-action';
import { ACCOUNT_CREATED, REDIRECT_AFTER_REGISTRATION_MS, registrationSchema } from '../registration';
import { textLinkClass } from './auth-layout';
import { FormMessages } from './form-banners';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useAccountForm } from './use-account-form';

export function RegisterForm({ loginPath }: { loginPath: string }) {
  const { form, fields, submitting, formError, created } = useAccountForm(registrationSchema, { id: 'register-form' });
  const hydrated = useHydrated();
  const navigate = useNavigate();

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(loginPath), REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [created, navigate, loginPath]);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessages notice={created ? ACCOUNT_CREATED : null} error={created ? null : formError} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <TextField meta={fields.name} label="Full Name" autoComplete="name" />
      <TextField meta={fields.email} label="Email Address" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
      />
      <TextField meta={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
      <p className="text-sm text-slate-600">
        By creating an account you agree to our{' '}
        <Link to="/terms-of-service" className={textLinkClass}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className={textLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" size="lg" fullWidth disabled={submitting || created}>
        {submitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
