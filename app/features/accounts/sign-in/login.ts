import { z } from '~/lib/schema';
import { signInEmailIn, type SignInMessages } from '../account-fields';

/** SPEC section 5, login, in the page's language. */
export function loginSchemaIn(m: SignInMessages) {
  return z.object({
    email: signInEmailIn(m),
    password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
    // Hidden from view or a checkbox: a value the form would never send has no field to show an
    // error beside, so it counts as unchecked / no destination instead of failing the sign-in.
    rememberMe: z.boolean().optional().catch(undefined),
    redirectTo: z.string().optional().catch(undefined),
  });
}

export function forgotPasswordSchemaIn(m: SignInMessages) {
  return z.object({ email: signInEmailIn(m) });
}
