import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import type { PagingQuery, Role, User, UserCreate, UsersPage, UserUpdate } from '../contract/schema.gen';

/** One page of users for a paging query (POST /acl/users/findUsers). */
export function findUsers(clients: ApiClients, body: PagingQuery): Promise<UsersPage> {
  return unwrap(clients.api.POST('/acl/users/findUsers', { body }));
}

/** One user (GET /acl/users/{id}). */
export function getUser(clients: ApiClients, id: string): Promise<User> {
  return unwrap(clients.api.GET('/acl/users/{id}', { params: { path: { id } } }));
}

/** Every role (GET /acl/roles), to show and assign roles by title. */
export function getAllRoles(clients: ApiClients): Promise<Role[]> {
  return unwrap(clients.api.GET('/acl/roles'));
}

/** Creates a user (POST /acl/users). */
export function createUser(clients: ApiClients, body: UserCreate): Promise<User> {
  return unwrap(clients.api.POST('/acl/users', { body }));
}

/** Changes a user (PUT /acl/users); a password in the body also ends the user's other sessions. */
export function updateUser(clients: ApiClients, body: UserUpdate): Promise<User> {
  return unwrap(clients.api.PUT('/acl/users', { body }));
}

/** Deletes a user (DELETE /acl/users/{id}). */
export async function deleteUser(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/acl/users/{id}', { params: { path: { id } }, ...init }));
}
