import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type { Application, ApplicationCreate, ApplicationUpdate, NamedRef } from '../contract/schema.gen';
import { searchNameParam, type ApplicationsPaginatorQuery, type UpgradeQuery } from '../domain/applications';
import type { ListPage } from '../domain/listQuery';

/** One page of applications (GET /v2/admin/applications/paginator). */
export async function paginateApplications(clients: ApiClients, query: ApplicationsPaginatorQuery): Promise<ListPage<Application>> {
  const page = await unwrap(clients.api.GET('/v2/admin/applications/paginator', { params: { query } }));
  return { items: page.docs, totalCount: page.totalDocs };
}

/** The applications of a type and status that force an upgrade (GET /v2/admin/applications/upgrade; both are required). */
export function listApplicationUpgrades(clients: ApiClients, query: UpgradeQuery): Promise<Application[]> {
  return unwrap(clients.api.GET('/v2/admin/applications/upgrade', { params: { query } }));
}

/**
 * Applications whose name contains `text` (GET /v2/admin/applications/search): the text is
 * trimmed and an empty one is sent as the text `null` (seed 001 section 7), which answers the first 50.
 */
export function searchApplications(clients: ApiClients, text: string): Promise<Application[]> {
  return unwrap(clients.api.GET('/v2/admin/applications/search', { params: { query: { name: searchNameParam(text) } } }));
}

/** An application's id and name (GET /v2/admin/applications/search-name/{id}). */
export function getApplicationName(clients: ApiClients, id: string): Promise<NamedRef> {
  return unwrap(clients.api.GET('/v2/admin/applications/search-name/{id}', { params: { path: { id } } }));
}

/**
 * Creates an application (POST /v2/admin/applications); 409 `name_taken` or `domain_taken`. With
 * `idempotencyKey`, sending the same body again with the same key answers the application the
 * first call created instead of a 409 `name_taken` for it.
 */
export function createApplication(clients: ApiClients, body: ApplicationCreate, idempotencyKey: string | null = null): Promise<Application> {
  return unwrap(clients.api.POST('/v2/admin/applications', { params: { header: idempotencyHeader(idempotencyKey) }, body }));
}

/** Changes an application (PUT /v2/admin/applications/{_id}); only the fields sent change. */
export function updateApplication(clients: ApiClients, id: string, body: ApplicationUpdate): Promise<Application> {
  return unwrap(clients.api.PUT('/v2/admin/applications/{id}', { params: { path: { id } }, body }));
}

/** Deletes an application (DELETE /v2/admin/applications/{id}); 409 `application_in_use` while companies or users belong to it. */
export async function deleteApplication(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/v2/admin/applications/{id}', { params: { path: { id } }, ...init }));
}
