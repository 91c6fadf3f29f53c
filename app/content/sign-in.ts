import { type CompanyContact, signOffFor } from './estimates';
import { waitWords } from './wait';

// The words of the sign-in pages (log in, register, forgot and reset password, confirm email),
// their forms' messages and the account emails, in English; app/content/es/sign-in.ts says the
// same in Spanish, typed by the same interfaces. The exact texts SPEC gives are kept here. Where
// they name the company, they take it as its profile has it: the pages' descriptions its name,
// the emails its name, phone and email when each is written (accountEmailsFor).

export interface AccountEmailWords {
  readonly greeting: (firstName: string | undefined) => string;
  readonly copyLink: (url: string) => string;
  readonly signOff: string;
  readonly passwordReset: { readonly subject: string; readonly lead: string; readonly action: string; readonly after: string };
  readonly verification: { readonly subject: string; readonly lead: string; readonly action: string; readonly after: string };
}

export interface SignInWords {
  readonly panel: { readonly eyebrow: string; readonly heading: string; readonly points: readonly string[]; readonly preferToTalk: string };
  readonly fields: {
    readonly email: string;
    readonly password: string;
    readonly name: string;
    readonly emailAddress: string;
    readonly confirmPassword: string;
    readonly newPassword: string;
    readonly confirmNewPassword: string;
    readonly passwordHint: string;
    readonly rememberMe: string;
  };
  readonly login: {
    readonly title: string;
    readonly heading: string;
    readonly intro: string;
    readonly metaDescription: (companyName: string) => string;
    readonly forgot: string;
    readonly submit: string;
    readonly submitting: string;
    readonly noAccount: string;
    readonly signUp: string;
    readonly orContinueWith: string;
  };
  readonly register: {
    readonly title: string;
    readonly heading: string;
    readonly intro: string;
    readonly metaDescription: (companyName: string) => string;
    readonly agree: { readonly before: string; readonly terms: string; readonly and: string; readonly privacy: string; readonly after: string };
    readonly submit: string;
    readonly submitting: string;
    readonly haveAccount: string;
    readonly logIn: string;
  };
  readonly forgotPassword: {
    readonly title: string;
    readonly heading: string;
    readonly intro: string;
    readonly metaDescription: (companyName: string) => string;
    readonly submit: string;
    readonly submitting: string;
    readonly remembered: string;
    readonly backToLogin: string;
  };
  readonly resetPassword: {
    readonly title: string;
    readonly heading: string;
    readonly intro: string;
    readonly linkBroken: string;
    /** Above the form when the confirmation link sent the visitor here to choose the account's password. */
    readonly addressConfirmed: string;
    readonly requestNew: string;
    readonly submit: string;
    readonly submitting: string;
  };
  readonly verifyEmail: {
    readonly title: string;
    readonly description: (companyName: string) => string;
    readonly confirmed: string;
    readonly notConfirmed: string;
    readonly verified: string;
    readonly expired: string;
    readonly invalid: string;
    readonly toRequests: string;
    readonly logIn: string;
    readonly home: string;
  };
  /** Notes the login page shows after another page sent the visitor there. */
  readonly notices: { readonly registered: string; readonly reset: string; readonly social: string };
  readonly messages: {
    readonly allFieldsRequired: string;
    readonly required: { readonly name: string; readonly email: string; readonly password: string; readonly confirmPassword: string };
    readonly nameTooLong: (max: number) => string;
    readonly invalidEmail: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly passwordRequired: string;
    readonly passwordTooShort: string;
    readonly passwordTooLong: (max: number) => string;
    readonly passwordsDoNotMatch: string;
    readonly newPasswordRequired: string;
    readonly confirmationRequired: string;
    readonly emailInUse: string;
    readonly accountNotCreated: string;
    readonly registrationFailed: string;
    readonly accountCreated: string;
    readonly loginFailed: string;
    readonly signInUnavailable: string;
    readonly resetLinkSent: string;
    readonly resetLinkInvalid: string;
    /** SPEC section 8. */
    readonly resetFailed: string;
    readonly unreadable: string;
    readonly tooMany: {
      readonly loginAddress: (wait: string) => string;
      readonly loginAccount: (wait: string) => string;
      readonly registration: (wait: string) => string;
      readonly passwordReset: (wait: string) => string;
    };
    /** How long to wait, in words: "45 seconds", "2 minutes". */
    readonly wait: (seconds: number) => string;
  };
}

export const signIn: SignInWords = {
  panel: {
    eyebrow: 'Your account',
    heading: 'Your windows, in one place',
    points: ['Follow every job, from booking to completion', 'See the quote requests and messages you send us', 'Keep your contact details up to date'],
    preferToTalk: 'Prefer to talk?',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    name: 'Full Name',
    emailAddress: 'Email Address',
    confirmPassword: 'Confirm Password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    passwordHint: 'At least 6 characters',
    rememberMe: 'Remember me',
  },
  login: {
    title: 'Log In',
    heading: 'Welcome back',
    intro: 'Log in to see your orders and manage your account.',
    metaDescription: (companyName) => `Log in to your ${companyName} account to follow your orders and manage your details.`,
    forgot: 'Forgot password?',
    submit: 'Log In',
    submitting: 'Signing in...',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    orContinueWith: 'or continue with',
  },
  register: {
    title: 'Create an Account',
    heading: 'Create your account',
    intro: 'Follow your orders and keep your details in one place. It takes a minute.',
    metaDescription: (companyName) => `Create your ${companyName} account to follow your orders and quote requests.`,
    agree: { before: 'By creating an account you agree to our', terms: 'Terms of Service', and: 'and', privacy: 'Privacy Policy', after: '.' },
    submit: 'Create Account',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  forgotPassword: {
    title: 'Forgot Password',
    heading: 'Reset your password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    metaDescription: (companyName) => `Reset the password of your ${companyName} account.`,
    submit: 'Send Reset Link',
    submitting: 'Sending link...',
    remembered: 'Remembered it?',
    backToLogin: 'Back to log in',
  },
  resetPassword: {
    title: 'Choose a New Password',
    heading: 'Choose a new password',
    intro: 'Pick a password of at least 6 characters. You will then log in with it.',
    linkBroken: 'This link no longer works',
    addressConfirmed: 'Your address is confirmed. Choose a password to finish setting up your account.',
    requestNew: 'Request a New Link',
    submit: 'Set New Password',
    submitting: 'Saving...',
  },
  verifyEmail: {
    title: 'Confirm Your Email Address',
    description: (companyName) => `Confirm the email address of your ${companyName} account.`,
    confirmed: 'Email address confirmed',
    notConfirmed: 'We could not confirm your email',
    verified: 'Thank you: your email address is confirmed. Your dashboard now also shows the quote requests and messages you send us from it.',
    expired: 'This confirmation link has expired. Log in and ask for a new one from your dashboard.',
    invalid: 'This confirmation link is not valid. Please use the latest link we sent you, or ask for a new one from your dashboard.',
    toRequests: 'Go to My Requests',
    logIn: 'Log In',
    home: 'Back to the homepage',
  },
  notices: {
    registered: 'Account created successfully! You can log in now. We have also sent you an email to confirm your address.',
    reset: 'Your password has been reset. Please log in with your new password.',
    social: 'Signing in with that provider did not work. Please try again or log in with your email address.',
  },
  messages: {
    allFieldsRequired: 'All fields are required',
    required: {
      name: 'Full name is required',
      email: 'Email address is required',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    },
    nameTooLong: (max) => `Full name must be at most ${max} characters`,
    invalidEmail: 'Please enter a valid email address',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordTooLong: (max) => `Password must be at most ${max} characters long`,
    passwordsDoNotMatch: 'Passwords do not match',
    newPasswordRequired: 'New password is required',
    confirmationRequired: 'Please confirm the new password',
    emailInUse: 'Email is already in use',
    accountNotCreated: 'Failed to create an account. Please try again.',
    registrationFailed: 'Registration failed. Please try again.',
    accountCreated: 'Account created successfully! Redirecting to login...',
    loginFailed: 'Login failed. Please check your credentials.',
    signInUnavailable: 'We could not sign you in right now. Please try again in a moment.',
    resetLinkSent: 'If an account exists for that email address, we have sent it a link to reset the password. The link works once, within one hour.',
    resetLinkInvalid: 'This password reset link is invalid, has expired or was already used. Please ask for a new one.',
    resetFailed: 'Password reset failed. Please try again.',
    unreadable: 'The form could not be read. Please try again.',
    tooMany: {
      loginAddress: (wait) => `Too many sign-in attempts from your network. Please wait ${wait} and try again.`,
      loginAccount: (wait) =>
        `Too many sign-in attempts for this account. Please wait ${wait} and try again, or reset your password: the emailed link unlocks the account.`,
      registration: (wait) => `Too many accounts were created from your network. Please wait ${wait} and try again.`,
      passwordReset: (wait) => `Too many password reset requests from your network. Please wait ${wait} and try again.`,
    },
    wait: waitWords,
  },
};

/** `company`: the profile's name, phone and email (companyContact). */
export const accountEmailsFor = (company: CompanyContact): AccountEmailWords => ({
  greeting: (first) => (first ? `Hello ${first},` : 'Hello,'),
  copyLink: (url) => `If the button does not work, copy this address into your browser:\n${url}`,
  signOff: signOffFor(company),
  passwordReset: {
    subject: `Reset your ${company.name} password`,
    lead: `Someone asked to reset the password of your ${company.name} account. The link below works once, within one hour.`,
    action: 'Choose a new password',
    after: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  verification: {
    subject: `Confirm your email address for ${company.name}`,
    lead: `Thank you for creating your ${company.name} account. Please confirm that this address is yours; your dashboard will then also show the quote requests and messages you send us from it.`,
    action: 'Confirm my email address',
    after: 'If you did not create an account, you can ignore this email.',
  },
});
