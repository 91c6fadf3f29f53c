import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import type { SignInWords } from '~/content/sign-in';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { SocialProvider } from '../../auth.server';
import { AuthLayout, textLinkClass } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormMessages } from '../../components/form-banners';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SocialSignIn } from './social-sign-in';

// The sign-in pages in either language: each route module passes its language's words.

export function LoginPage({
  data,
  words,
}: {
  data: { redirectTo: string; notice: keyof SignInWords['notices'] | null; problem: keyof SignInWords['notices'] | null; providers: readonly SocialProvider[] };
  words: SignInWords;
}) {
  const locale = useLocale();
  return (
    <AuthLayout
      panel={words.panel}
      heading={words.login.heading}
      intro={words.login.intro}
      footer={
        <>
          {words.login.noAccount}{' '}
          <Link to={linkIn(locale, '/register')} className={textLinkClass}>
            {words.login.signUp}
          </Link>
        </>
      }
    >
      <LoginForm
        redirectTo={data.redirectTo}
        notice={data.notice ? words.notices[data.notice] : null}
        problem={data.problem ? words.notices[data.problem] : null}
        words={words}
      />
      <SocialSignIn providers={data.providers} redirectTo={data.redirectTo} label={words.login.orContinueWith} />
    </AuthLayout>
  );
}

export function RegisterPage({ loginPath, words }: { loginPath: string; words: SignInWords }) {
  const locale = useLocale();
  return (
    <AuthLayout
      panel={words.panel}
      heading={words.register.heading}
      intro={words.register.intro}
      footer={
        <>
          {words.register.haveAccount}{' '}
          <Link to={linkIn(locale, '/login')} className={textLinkClass}>
            {words.register.logIn}
          </Link>
        </>
      }
    >
      <RegisterForm loginPath={loginPath} words={words} />
    </AuthLayout>
  );
}

export function ForgotPasswordPage({ words }: { words: SignInWords }) {
  const locale = useLocale();
  return (
    <AuthLayout
      panel={words.panel}
      heading={words.forgotPassword.heading}
      intro={words.forgotPassword.intro}
      footer={
        <>
          {words.forgotPassword.remembered}{' '}
          <Link to={linkIn(locale, '/login')} className={textLinkClass}>
            {words.forgotPassword.backToLogin}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm words={words} />
    </AuthLayout>
  );
}

/**
 * After a failed attempt the form stays, with its message, even if the link has just expired.
 * `confirmed`: the visitor has just confirmed the address and chooses the account's first password.
 */
export function ResetPasswordPage({ token, showForm, confirmed, words }: { token: string; showForm: boolean; confirmed: boolean; words: SignInWords }) {
  const locale = useLocale();
  return (
    <AuthLayout
      panel={words.panel}
      heading={showForm ? words.resetPassword.heading : words.resetPassword.linkBroken}
      intro={showForm ? words.resetPassword.intro : undefined}
      footer={
        <Link to={linkIn(locale, '/login')} className={textLinkClass}>
          {words.forgotPassword.backToLogin}
        </Link>
      }
    >
      {showForm ? (
        <ResetPasswordForm token={token} notice={confirmed ? words.resetPassword.addressConfirmed : null} words={words} />
      ) : (
        <div className="space-y-6">
          <FormMessages error={words.messages.resetLinkInvalid} />
          <ButtonLink to="/forgot-password" size="lg" fullWidth>
            {words.resetPassword.requestNew}
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}

export function VerifyEmailPage({ result, signedIn, words }: { result: 'verified' | 'expired' | 'invalid'; signedIn: boolean; words: SignInWords }) {
  const locale = useLocale();
  const verified = result === 'verified';
  const copy = words.verifyEmail;
  return (
    <AuthLayout
      panel={words.panel}
      heading={verified ? copy.confirmed : copy.notConfirmed}
      footer={
        <Link to={linkIn(locale, '/')} className={textLinkClass}>
          {copy.home}
        </Link>
      }
    >
      <div className="space-y-6">
        <FormMessages notice={verified ? copy.verified : null} error={verified ? null : copy[result]} />
        {/* The dashboard is in English for now: these lead there in both languages. */}
        <ButtonLink to={signedIn ? '/dashboard/requests' : '/login?redirectTo=%2Fdashboard%2Frequests'} size="lg" fullWidth>
          {signedIn ? copy.toRequests : copy.logIn}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
