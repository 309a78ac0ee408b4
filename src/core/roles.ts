import { AppError } from './errors.ts';

/**
 * The roles of a tenant's members, least first: each may do what the ones
 * before it may (CONTRACT "Roles").
 */
export const ROLES = ['viewer', 'recruiter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A role as the identity provider names it (session claim `org_role` or
 * `o.rol`, the membership webhook's `role`), with or without the `org:`
 * prefix: `admin` is admin; `member`, `basic_member` and `recruiter` are
 * recruiter; `viewer` and any other value are viewer.
 */
export function roleFromProvider(value: string): Role {
  const name = value.startsWith('org:') ? value.slice(4) : value;
  if (name === 'admin') return 'admin';
  if (name === 'member' || name === 'basic_member' || name === 'recruiter') return 'recruiter';
  return 'viewer';
}

/** Whether `role` may do what `required` may. */
export function roleAllows(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/** Refuses a caller whose role is below `required`: 403 `role_forbidden` with `requiredRole`. */
export function assertRole(role: Role, required: Role): void {
  if (!roleAllows(role, required)) {
    throw new AppError('role_forbidden', `This needs the ${required} role; you act as ${role}.`, {
      requiredRole: required,
    });
  }
}
