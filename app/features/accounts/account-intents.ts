/** The `intent` of each form on the dashboard pages that have more than one action. */
export const PROFILE_INTENT = 'profile';
export const PASSWORD_INTENT = 'password';
export const VERIFY_EMAIL_INTENT = 'verify-email';
