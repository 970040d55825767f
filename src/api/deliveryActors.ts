import type { ApiClients, CallInit } from './client';
import { unwrap } from './errors';
import { idempotencyHeader } from '../contract/idempotencyKey';
import type { CompanyDeliveriesPaginator, CompanyDelivery, CompanyDeliveryCreate, CompanyDeliveryUpdate, CompanyLocation, DeliveryMan, DeliveryManCreate, DeliveryManPaidUpdate, DeliveryManUpdate, DeliveryMenPaginator, OnlineDaysPage, operations, RacesHistoryPage } from '../contract/schema.gen';

/** The query of the delivery-man paginator (GET /delivery-man/paginator/). */
export type DeliveryMenPaginatorQuery = NonNullable<operations['paginateDeliveryMen']['parameters']['query']>;

/** One page of delivery men (GET /delivery-man/paginator/) with its filters. */
export function paginateDeliveryMen(clients: ApiClients, query: DeliveryMenPaginatorQuery): Promise<DeliveryMenPaginator> {
  return unwrap(clients.api.GET('/delivery-man/paginator/', { params: { query } }));
}

/** One delivery man (GET /delivery-man/list/{id}). */
export function getDeliveryMan(clients: ApiClients, id: string): Promise<DeliveryMan> {
  return unwrap(clients.api.GET('/delivery-man/list/{id}', { params: { path: { id } } }));
}

/**
 * Creates a delivery man with its person record (POST /delivery-man). With `idempotencyKey`,
 * sending the same body again with the same key answers the rider the first call created instead
 * of a 409 `cpf_taken` for it.
 */
export function createDeliveryMan(clients: ApiClients, body: DeliveryManCreate, idempotencyKey: string | null = null): Promise<DeliveryMan> {
  return unwrap(clients.api.POST('/delivery-man', { params: { header: idempotencyHeader(idempotencyKey) }, body }));
}

/** Changes a delivery man; only the fields sent change (PUT /delivery-man/update/{id}). */
export function updateDeliveryMan(clients: ApiClients, id: string, body: DeliveryManUpdate): Promise<DeliveryMan> {
  return unwrap(clients.api.PUT('/delivery-man/update/{id}', { params: { path: { id } }, body }));
}

/**
 * Deletes a delivery man (DELETE /delivery-man/delete/{id}). Without `confirm`, a rider with
 * races or online days is refused with 409 `has_history`; with it, the rider is deleted and
 * its history kept.
 */
export async function deleteDeliveryMan(clients: ApiClients, id: string, confirm = false, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/delivery-man/delete/{id}', { params: { path: { id }, query: confirm ? { confirm: true } : {} }, ...init }));
}

/** Sets whether a rider was paid, and when (PATCH /delivery-man/delivery/paid/{id}); a null date when paid means now. */
export function setDeliveryManPaid(clients: ApiClients, id: string, body: DeliveryManPaidUpdate): Promise<DeliveryMan> {
  return unwrap(clients.api.PATCH('/delivery-man/delivery/paid/{id}', { params: { path: { id } }, body }));
}

/** A rider's online time per day over the last seven days, newest first (GET /delivery-man/online-last-week/{id}). */
export function getOnlineLastWeek(clients: ApiClients, id: string): Promise<OnlineDaysPage> {
  return unwrap(clients.api.GET('/delivery-man/online-last-week/{id}', { params: { path: { id }, query: { pageIn: 1, pageOut: 7 } } }));
}

/** One page of a rider's races, newest first (GET /v2/report/deliveryman/races/history/{id}). */
export function getRacesHistory(clients: ApiClients, id: string, pageIn: number, pageOut: number): Promise<RacesHistoryPage> {
  return unwrap(clients.api.GET('/v2/report/deliveryman/races/history/{id}', { params: { path: { id }, query: { pageIn, pageOut } } }));
}

/** The companies the request acts for (GET /v2/company/location), to pick a rider's company or a company's settings. */
export function listCompanies(clients: ApiClients): Promise<CompanyLocation[]> {
  return unwrap(clients.api.GET('/v2/company/location'));
}

/** One page of company delivery settings, optionally of one company (GET /company/company-delivery/paginator/). */
export function paginateCompanyDeliveries(
  clients: ApiClients,
  query: NonNullable<operations['paginateCompanyDeliveries']['parameters']['query']>,
): Promise<CompanyDeliveriesPaginator> {
  return unwrap(clients.api.GET('/company/company-delivery/paginator/', { params: { query } }));
}

/** Every company delivery setting of the request's companies (GET /company/company-delivery). */
export function listCompanyDeliveries(clients: ApiClients): Promise<CompanyDelivery[]> {
  return unwrap(clients.api.GET('/company/company-delivery'));
}

/** One company's delivery settings by their `_id` (GET /company/company-delivery/{id}). */
export function getCompanyDelivery(clients: ApiClients, id: string): Promise<CompanyDelivery> {
  return unwrap(clients.api.GET('/company/company-delivery/{id}', { params: { path: { id } } }));
}

/**
 * Creates the delivery settings of the company `companyId` (POST /company/company-delivery/{companyId}).
 * With `idempotencyKey`, sending the same body again with the same key answers the settings the
 * first call created instead of a 409 `company_delivery_exists` for them.
 */
export function createCompanyDelivery(clients: ApiClients, companyId: string, body: CompanyDeliveryCreate, idempotencyKey: string | null = null): Promise<CompanyDelivery> {
  return unwrap(clients.api.POST('/company/company-delivery/{id}', { params: { path: { id: companyId }, header: idempotencyHeader(idempotencyKey) }, body }));
}

/** Changes delivery settings; only the fields sent change (PUT /company/company-delivery/{id}). */
export function updateCompanyDelivery(clients: ApiClients, id: string, body: CompanyDeliveryUpdate): Promise<CompanyDelivery> {
  return unwrap(clients.api.PUT('/company/company-delivery/{id}', { params: { path: { id } }, body }));
}

/** Deletes delivery settings (DELETE /company/company-delivery/{id}). */
export async function deleteCompanyDelivery(clients: ApiClients, id: string, init: CallInit = {}): Promise<void> {
  await unwrap(clients.api.DELETE('/company/company-delivery/{id}', { params: { path: { id } }, ...init }));
}

/** Opens or closes a company's delivery (PUT /company/company-delivery/open-company). */
export function openCompanyDelivery(clients: ApiClients, companyId: string, isOpen: boolean): Promise<CompanyDelivery> {
  return unwrap(clients.api.PUT('/company/company-delivery/open-company', { body: { companyId, isOpen } }));
}

