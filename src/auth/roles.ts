import type { GuardKind, Role } from '@/lib/screens';

/** The token's authorities (API.md): a super admin also carries ADMIN. The guards are the screen table's. */
export type { GuardKind, Role };

export type Roles = {
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isCoordinador: boolean;
  /** 'Admin or coordinator' means ADMIN or COORDINADOR, as the spec defines it. */
  isAdminOrCoordinador: boolean;
};

export const NO_ROLES: Roles = {
  isSuperAdmin: false,
  isAdmin: false,
  isCoordinador: false,
  isAdminOrCoordinador: false,
};

export function rolesFromAuthorities(authorities: readonly string[]): Roles {
  const set = new Set(authorities.map((a) => a.replace(/^ROLE_/, '').toUpperCase()));
  const isSuperAdmin = set.has('SUPER_ADMIN');
  const isAdmin = set.has('ADMIN') || isSuperAdmin;
  const isCoordinador = set.has('COORDINADOR');
  return { isSuperAdmin, isAdmin, isCoordinador, isAdminOrCoordinador: isAdmin || isCoordinador };
}

/**
 * Menu visibility as the spec rules it: an empty list is visible to everyone; otherwise any listed
 * role must match — ADMIN needs an admin, COORDINADOR a coordinator, SUPER_ADMIN a super admin, USER
 * anyone.
 */
export function matchesAnyRole(roles: Roles, required: readonly Role[]): boolean {
  if (required.length === 0) return true;
  return required.some((role) => {
    switch (role) {
      case 'USER':
        return true;
      case 'ADMIN':
        return roles.isAdmin;
      case 'COORDINADOR':
        return roles.isCoordinador;
      case 'SUPER_ADMIN':
        return roles.isSuperAdmin;
    }
  });
}

/** Route guards: sign-in only, admin only, admin or coordinator. */

export function passesGuard(guard: GuardKind, roles: Roles | null): boolean {
  if (!roles) return false;
  switch (guard) {
    case 'auth':
      return true;
    case 'admin':
      return roles.isAdmin;
    case 'adminOrCoordinador':
      return roles.isAdminOrCoordinador;
  }
}
