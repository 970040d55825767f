import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type { PagingQuery, Permission as CataloguePermission, Role, RoleAssignment } from '../contract/schema.gen';
import { toPagingQuery, type ListPage, type ListQuery } from '../domain/listQuery';
import type { RoleDialogLoaded, RoleDraft, RoleSave } from '../domain/roleForms';

/** The fields the roles search fills: the title only (seed 000 section 2). */
export const ROLE_SEARCH_FIELDS = Object.freeze(['title'] as const);

/**
 * The body of findRoles for a roles list query.
 * @example toFindRolesBody({ page: 2, size: 5, sort: { field: 'title', direction: 'desc' }, search: 'ger', filters: {} })
 * // { filter: { title: 'ger' }, sortField: 'title', sortOrder: 'desc', pageNumber: 1, pageSize: 5 }
 */
export function toFindRolesBody(query: ListQuery): PagingQuery {
  return toPagingQuery(query, ROLE_SEARCH_FIELDS);
}

/** One page of roles (POST /acl/roles/findRoles). */
export async function findRoles(clients: ApiClients, body: PagingQuery): Promise<ListPage<Role>> {
  const page = await unwrap(clients.api.POST('/acl/roles/findRoles', { body }));
  return { items: page.items, totalCount: page.totalCount };
}

/** Every role (GET /acl/roles). */
export function getAllRoles(clients: ApiClients): Promise<Role[]> {
  return unwrap(clients.api.GET('/acl/roles'));
}

/** One role (GET /acl/roles/{id}). */
export function getRoleById(clients: ApiClients, id: string): Promise<Role> {
  return unwrap(clients.api.GET('/acl/roles/{id}', { params: { path: { id } } }));
}

// The catalogue of each page load (one set of clients each): asked once, kept once it arrives.
const catalogues = new WeakMap<ApiClients, Promise<CataloguePermission[]>>();
const loadedCatalogues = new WeakMap<ApiClients, CataloguePermission[]>();

/**
 * The permission catalogue (GET /acl/permissions), asked once per page load (seed 000 section 4):
 * later calls share the first answer; a failed call is forgotten, so a retry asks again.
 */
export function getAllPermissions(clients: ApiClients): Promise<CataloguePermission[]> {
  let pending = catalogues.get(clients);
  if (!pending) {
    pending = unwrap(clients.api.GET('/acl/permissions')).then(
      (catalogue) => {
        loadedCatalogues.set(clients, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        catalogues.delete(clients);
        throw error;
      },
    );
    catalogues.set(clients, pending);
  }
  return pending;
}

/** The catalogue if it has arrived already (the role dialog's `catalogue` input), else null. */
export function loadedCatalogue(clients: ApiClients): CataloguePermission[] | null {
  return loadedCatalogues.get(clients) ?? null;
}

/**
 * Creates a role (POST /acl/roles). With `idempotencyKey`, sending the same draft again with the
 * same key answers the role the first call created instead of writing a second time.
 */
export function createRole(clients: ApiClients, draft: RoleDraft, idempotencyKey: string | null = null): Promise<Role> {
  return unwrap(
    clients.api.POST('/acl/roles', {
      params: { header: idempotencyHeader(idempotencyKey) },
      body: { title: draft.title, permissions: [...draft.permissions] },
    }),
  );
}

/** Updates a role's title and permissions (PUT /acl/roles). */
export function updateRole(clients: ApiClients, id: string, draft: RoleDraft): Promise<Role> {
  return unwrap(clients.api.PUT('/acl/roles', { body: { id, title: draft.title, permissions: [...draft.permissions] } }));
}

/** Deletes a role (DELETE /acl/roles/{id}); the server refuses a core role and one still assigned (409). */
export async function deleteRole(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/acl/roles/{id}', { params: { path: { id } }, ...init }));
}

/** Whether users hold the role, and how many (GET /acl/roles/checkIsRollAssignedToUser). */
export function checkIsRollAssignedToUser(clients: ApiClients, roleId: string): Promise<RoleAssignment> {
  return unwrap(clients.api.GET('/acl/roles/checkIsRollAssignedToUser', { params: { query: { roleId } } }));
}

/** What the role dialog opens on: the catalogue (the one given, else the page's) and the role, or none to create. */
export async function loadRole(clients: ApiClients, input: { roleId: string | null; catalogue: readonly CataloguePermission[] | null }): Promise<RoleDialogLoaded> {
  const [catalogue, role] = await Promise.all([
    input.catalogue ?? getAllPermissions(clients),
    input.roleId === null ? null : getRoleById(clients, input.roleId),
  ]);
  return { catalogue, role };
}

/**
 * Saves the dialog's draft: creates without a role id (sending the draft's `Idempotency-Key`),
 * updates with one (an update is idempotent by itself: the contract takes no key there).
 */
export function saveRole(clients: ApiClients, input: RoleSave): Promise<Role> {
  const draft = { title: input.draft.title.trim(), permissions: input.draft.permissions };
  return input.roleId === null ? createRole(clients, draft, input.idempotencyKey) : updateRole(clients, input.roleId, draft);
}

/** What the permissions page shows: the catalogue and every role. */
export interface PermissionOverview {
  catalogue: CataloguePermission[];
  roles: Role[];
}

/** The catalogue (the page's, asked once) with every role, fresh. */
export async function loadPermissionOverview(clients: ApiClients): Promise<PermissionOverview> {
  const [catalogue, roles] = await Promise.all([getAllPermissions(clients), getAllRoles(clients)]);
  return { catalogue, roles };
}
