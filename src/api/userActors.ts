import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/** One page of users for a paging query (POST /acl/users/findUsers). */
export function findUsers(clients: ApiClients, body: Schemas['PagingQuery']): Promise<Schemas['UsersPage']> {
  return unwrap(clients.api.POST('/acl/users/findUsers', { body }));
}

/** One user (GET /acl/users/{id}). */
export function getUser(clients: ApiClients, id: string): Promise<Schemas['User']> {
  return unwrap(clients.api.GET('/acl/users/{id}', { params: { path: { id } } }));
}

/** Every role (GET /acl/roles), to show and assign roles by title. */
export function getAllRoles(clients: ApiClients): Promise<Schemas['Role'][]> {
  return unwrap(clients.api.GET('/acl/roles'));
}

/** Creates a user (POST /acl/users). */
export function createUser(clients: ApiClients, body: Schemas['UserCreate']): Promise<Schemas['User']> {
  return unwrap(clients.api.POST('/acl/users', { body }));
}

/** Changes a user (PUT /acl/users); a password in the body also ends the user's other sessions. */
export function updateUser(clients: ApiClients, body: Schemas['UserUpdate']): Promise<Schemas['User']> {
  return unwrap(clients.api.PUT('/acl/users', { body }));
}

/** Deletes a user (DELETE /acl/users/{id}). */
export async function deleteUser(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/acl/users/{id}', { params: { path: { id } }, ...init }));
}
