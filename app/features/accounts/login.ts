import { z } from '~/lib/schema';
import { signInEmail } from './account-fields';

/** SPEC section 5, login. */
export const loginSchema = z.object({
  email: signInEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  // Hidden from view or a checkbox: a value the form would never send has no field to show an
  // error beside, so it counts as unchecked / no destination instead of failing the sign-in.
  rememberMe: z.boolean().optional().catch(undefined),
  redirectTo: z.string().optional().catch(undefined),
});

export const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export const forgotPasswordSchema = z.object({ email: signInEmail });

/** The same answer whether or not the address has an account, so the form reveals nothing. */
export const RESET_LINK_SENT =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works once, within one hour.';
