import type { ApiClients } from './client';
import { unwrap } from './errors';
import type { OpeningHours as StoredOpeningHours } from '../contract/schema.gen';
import type { OpeningHours } from '../domain/openingHours';

/** A company's opening hours (GET /v2/company/{id}/opening-hours), with their version. */
export function fetchOpeningHours(clients: ApiClients, companyId: string): Promise<StoredOpeningHours> {
  return unwrap(clients.api.GET('/v2/company/{id}/opening-hours', { params: { path: { id: companyId } } }));
}

/**
 * Replaces a company's opening hours but its pauses (PUT /v2/company/{id}/opening-hours), against
 * `version` when given (409 `stale_version` when they changed since); answers them as stored.
 */
export function saveOpeningHours(clients: ApiClients, companyId: string, hours: OpeningHours, version: number | null): Promise<StoredOpeningHours> {
  const { timeZone, general, delivery, pickup, exceptions } = hours;
  return unwrap(
    clients.api.PUT('/v2/company/{id}/opening-hours', {
      params: { path: { id: companyId } },
      body: {
        ...(version === null ? {} : { version }),
        timeZone,
        general: general.map((day) => [...day]),
        delivery: delivery ? delivery.map((day) => [...day]) : null,
        pickup: pickup ? pickup.map((day) => [...day]) : null,
        exceptions: exceptions.map((exception) => ({ ...exception, slots: [...exception.slots] })),
      },
    }),
  );
}

/** Closes a company from now until `until` (POST /v2/company/{id}/opening-hours/pauses); answers its hours with the pause. */
export function pauseCompany(clients: ApiClients, companyId: string, pause: { until: string; reason: string }): Promise<StoredOpeningHours> {
  return unwrap(clients.api.POST('/v2/company/{id}/opening-hours/pauses', { params: { path: { id: companyId } }, body: pause }));
}

/** Ends a pause at once (DELETE /v2/company/{id}/opening-hours/pauses/{pauseId}); answers the hours without it. */
export function endCompanyPause(clients: ApiClients, companyId: string, pauseId: string): Promise<StoredOpeningHours> {
  return unwrap(clients.api.DELETE('/v2/company/{id}/opening-hours/pauses/{pauseId}', { params: { path: { id: companyId, pauseId } } }));
}
