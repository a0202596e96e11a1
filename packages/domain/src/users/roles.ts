export const ROLES = ['super_admin', 'doctor', 'receptionist'] as const;
export type Role = (typeof ROLES)[number];

/** The `rol` number of the user forms: 1 doctor, 2 receptionist. */
export const ROL_TO_ROLE = { 1: 'doctor', 2: 'receptionist' } as const satisfies Record<
  number,
  Role
>;
export type Rol = keyof typeof ROL_TO_ROLE;

export function rolOf(role: Role | null): Rol | null {
  if (role === 'doctor') return 1;
  if (role === 'receptionist') return 2;
  return null;
}

/** docs/spec.md §6: a role check passes only if every role of the user is in the allowed list. */
export function hasRoles(userRoles: readonly Role[], allowed: readonly Role[]): boolean {
  return userRoles.length > 0 && userRoles.every((role) => allowed.includes(role));
}
