import { z } from '~/lib/schema';

// The role forms of the settings screen. SPEC section 8, word for word.
export const EMAIL_REQUIRED = 'Please enter an email address';
export const roleAssigned = (email: string) => `Successfully assigned admin role to ${email}`;
export const roleAssignError = (message?: string) => `Error assigning admin role: ${message || 'Unknown error'}`;
export const roleRemoved = (email: string) => `Removed the admin role from ${email}`;
export const roleRemoveError = (message: string) => `Error removing admin role: ${message}`;

export const ASSIGN_ADMIN_INTENT = 'assign-admin';
export const REMOVE_ADMIN_INTENT = 'remove-admin';

/** Assign the admin role by email, or take it away: the account is looked up by its address. */
export const roleChangeSchema = z.object({
  intent: z.enum([ASSIGN_ADMIN_INTENT, REMOVE_ADMIN_INTENT]),
  email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED),
});

/** Accounts per page of the settings screen's table. */
export const USERS_PAGE_SIZE = 50;
