/**
 * SPEC section 6. Every account starts as a user; staff are admins; a superAdmin also manages
 * settings and roles. Installers are crew: they open only the crew's pages (/crew), never /admin.
 */
export const ROLES = ['user', 'crew', 'admin', 'superAdmin'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** An unknown value in the role column grants nothing. */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : 'user';
}

export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'superAdmin';
}

/** Whether `role` may do what `required` may do. */
export function hasRole(role: Role, required: Role): boolean {
  if (required === 'superAdmin') return role === 'superAdmin';
  if (required === 'admin') return isAdminRole(role);
  if (required === 'crew') return role === 'crew' || isAdminRole(role);
  return true;
}
