// Who may act on whom in users administration (DESIGN.md). Shared by the server, which enforces
// it on every user write, and the users screen, which shows the rows it refuses read-only.
import { permissionCatalogue } from './permissionCatalogue';

/**
 * Why a caller may not act on a user:
 * - `target_is_root`: only root changes a root user;
 * - `target_outside_tenancy`: the user belongs to companies the caller may not act for (or to none);
 * - `target_above_caller`: the user holds permissions the caller does not hold.
 */
export type UserAdminRefusal = 'target_is_root' | 'target_outside_tenancy' | 'target_above_caller';

/** The companies a user acts for: every company (root), or these ids. */
export type Tenancy = 'all' | readonly string[];

/** What the rule reads of a caller or of the user acted on. */
export interface AdministeredUser {
  id: string;
  isRoot: boolean;
  /** Effective permission names. */
  permissions: readonly string[];
  /** The user's companies (see {@link Tenancy}); the users screen leaves it out, as its lists hold only users within the caller's. */
  tenancy?: Tenancy | undefined;
}

const sectionOf: ReadonlyMap<string, string> = new Map(
  permissionCatalogue.flatMap((parent) => parent.children.map((child) => [child.name, parent.name] as const)),
);

/**
 * The permissions of `target` that `held` does not cover. A section of the checklist (a parent)
 * gates nothing by itself and is ticked with any of its children, so holding one of its children
 * covers it (as when granting through a role).
 * @example permissionsNotHeld(['accessToCompanyDelivery'], ['accessToSectionCompany', 'accessToHoursCompany']) // ['accessToHoursCompany']
 */
export function permissionsNotHeld(held: readonly string[], target: readonly string[]): string[] {
  const covered = new Set(held);
  for (const name of held) {
    const section = sectionOf.get(name);
    if (section !== undefined) covered.add(section);
  }
  return [...new Set(target)].filter((name) => !covered.has(name));
}

/**
 * True when every company of `target` is one `caller` acts for, and `target` has at least one:
 * a user who belongs to no company (a self-registered account) is root's to administer.
 */
export function withinTenancy(caller: Tenancy, target: Tenancy): boolean {
  if (caller === 'all') return true;
  if (target === 'all' || target.length === 0) return false;
  return target.every((id) => caller.includes(id));
}

/**
 * Why `caller` may not create, change or delete `target` (as it is, and as the write would leave
 * it), or null when it may: root acts on anyone; nobody else on a root user; anyone else only on
 * users within its tenancy whose permissions it holds all of. A caller is within its own tenancy.
 * @example refusalToActOn({ id: '2', isRoot: false, permissions: ['accessToGlobal', 'accessToRoot'] }, { id: '1', isRoot: true, permissions: [] }) // 'target_is_root'
 */
export function refusalToActOn(caller: AdministeredUser, target: AdministeredUser): UserAdminRefusal | null {
  if (caller.isRoot) return null;
  if (target.isRoot) return 'target_is_root';
  if (target.id !== caller.id && caller.tenancy !== undefined && target.tenancy !== undefined && !withinTenancy(caller.tenancy, target.tenancy)) {
    return 'target_outside_tenancy';
  }
  if (permissionsNotHeld(caller.permissions, target.permissions).length > 0) return 'target_above_caller';
  return null;
}
