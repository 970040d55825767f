import type { ApiClients } from './client';
import { toApiError, unwrap } from './errors';
import type { CompanyLookup, SaveOpenStateInput } from '../domain/company';
import type { CompanyStatus } from '../contract/schema.gen';

/**
 * The company lookup (GET /v2/company/find/{id}): the first item of the answer, or null when
 * there is no such company. The reference server answers 404 for it; the platform's API may
 * answer an empty list; both mean "no company" (seed 001 section 2.4: the switch is hidden).
 * Any other failure throws its `ApiError`.
 */
export async function findCompany(clients: ApiClients, companyId: string): Promise<CompanyStatus | null> {
  let result;
  try {
    result = await clients.api.GET('/v2/company/find/{id}', { params: { path: { id: companyId } } });
  } catch (error) {
    throw toApiError({ error });
  }
  if (result.response.status === 404) return null;
  if (!result.response.ok) throw toApiError({ error: result.error, response: result.response });
  return result.data?.[0] ?? null;
}

/** Saves a company's open state (PATCH /v2/company/{id}/open-state) and answers the company as now stored. */
export function saveOpenState(clients: ApiClients, input: SaveOpenStateInput): Promise<CompanyStatus> {
  return unwrap(
    clients.api.PATCH('/v2/company/{id}/open-state', {
      params: { path: { id: input.companyId } },
      body: { isOpen: input.isOpen, isManual: input.isManual },
    }),
  );
}

/**
 * The lookup of the open/closed switch: no main company stored yet, no company found, or the
 * company. `mainCompanyId` is read on every attempt, so a main company stored after the
 * first attempt is found on the next one (the session's `context.mainCompany?._id`, or
 * `readMainCompanyId(localStorage)`).
 */
export async function lookupMainCompany(clients: ApiClients, mainCompanyId: () => string | null): Promise<CompanyLookup> {
  const id = mainCompanyId();
  if (!id) return { kind: 'noMainCompany' };
  const company = await findCompany(clients, id);
  return company ? { kind: 'found', company } : { kind: 'notFound' };
}
