import { dashboard as englishDashboard, type DashboardWords } from '~/content/dashboard';
import { dashboard as spanishDashboard } from '~/content/es/dashboard';
import { signIn as english, type SignInWords } from '~/content/sign-in';
import { signIn as spanish } from '~/content/es/sign-in';
import { localeOfPath, type Locale } from '~/lib/locale';
import { forgotPasswordSchemaIn, loginSchemaIn } from './login';
import { changePasswordSchemaIn, resetPasswordSchemaIn } from './password';
import { profileSchemaIn } from '../profile/profile';
import { registrationSchemaIn } from './registration';

// The sign-in pages and the dashboard answer in the language of the page they were sent from
// (/es/login, /es/dashboard/profile are Spanish); the account emails (account-emails.server.ts)
// in the account's language.

export const signInWords: Readonly<Record<Locale, SignInWords>> = { en: english, es: spanish };

function schemasIn(words: SignInWords) {
  const m = words.messages;
  return { login: loginSchemaIn(m), forgotPassword: forgotPasswordSchemaIn(m), resetPassword: resetPasswordSchemaIn(m), registration: registrationSchemaIn(m) };
}

const schemas = { en: schemasIn(english), es: schemasIn(spanish) } as const;

/** The language of a request's page, its words and its forms' schemas. */
export function signInPage(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, words: signInWords[locale], schemas: schemas[locale] };
}

const dashboardWords: Readonly<Record<Locale, DashboardWords>> = { en: englishDashboard, es: spanishDashboard };

function dashboardSchemasIn(locale: Locale) {
  const m = dashboardWords[locale].messages;
  return { profile: profileSchemaIn(m), changePassword: changePasswordSchemaIn(signInWords[locale].messages, m) };
}

const dashboardSchemas = { en: dashboardSchemasIn('en'), es: dashboardSchemasIn('es') } as const;

/** The language of a dashboard request's page, its words (and the sign-in messages it shares) and its forms' schemas. */
export function dashboardPage(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, words: dashboardWords[locale], signIn: signInWords[locale], schemas: dashboardSchemas[locale] };
}
