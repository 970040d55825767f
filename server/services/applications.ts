import type { Selectable } from 'kysely';
import type { Application, ApplicationCreate, ApplicationUpdate } from '../../src/contract/schema.gen';
import { inTransaction, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { errors } from '../errors';
import { deletePrivacyTerms, privacyTermsOf, upsertPrivacyTerms } from '../repositories/applicationPrivacyTerms';
import {
  applicationDomainTaken,
  applicationNameTaken,
  applicationRowOf,
  deleteApplicationRow,
  insertApplication,
  lockApplication,
  updateApplicationRow,
} from '../repositories/applications';
import { companyCountOfApplication } from '../repositories/companies';
import { userCountOfApplication } from '../repositories/users';
import { newDocumentId } from './whatsapp';

type PrivacyTermsInput = NonNullable<ApplicationCreate['privacyTerms']>;
/** A stored application. */
export type ApplicationRow = Selectable<ApplicationsTable>;

/** The user type whose privacy terms every other type falls back to. */
export const DEFAULT_TERMS_TYPE = 'default';

/** The contract's application from a stored row. */
export function toApplication(row: ApplicationRow): Application {
  return {
    _id: row.id,
    name: row.name,
    typeApp: row.type_app,
    status: row.status,
    upgrade: row.upgrade,
    version: row.version,
    domain: row.domain,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The application `id`, or a 404 naming it. */
export async function getApplicationRow(db: Db, id: string): Promise<ApplicationRow> {
  const row = await applicationRowOf(db, id);
  if (!row) throw errors.notFound('application', id);
  return row;
}

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw errors.badRequest('name is required', 'name_required');
  return trimmed;
}

function normalisedDomain(domain: string | null | undefined): string | null | undefined {
  if (domain === undefined || domain === null) return domain;
  const trimmed = domain.trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

async function assertUnique(trx: Db, fields: { name?: string; domain?: string | null }, exceptId?: string) {
  if (fields.name !== undefined) {
    if (await applicationNameTaken(trx, fields.name.toLowerCase(), exceptId)) throw errors.conflict(`name ${fields.name} is already taken`, 'name_taken');
  }
  if (fields.domain) {
    if (await applicationDomainTaken(trx, fields.domain, exceptId)) throw errors.conflict(`domain ${fields.domain} is already taken`, 'domain_taken');
  }
}

/** Writes the privacy terms sent: a text sets that user type's terms, null removes them. */
async function writePrivacyTerms(trx: Db, applicationId: string, terms: PrivacyTermsInput | undefined) {
  for (const [rawType, text] of Object.entries(terms ?? {})) {
    const userType = rawType.toLowerCase();
    if (text === null) {
      await deletePrivacyTerms(trx, applicationId, userType);
      continue;
    }
    if (text.trim() === '') throw errors.badRequest(`privacyTerms.${rawType} must not be blank`, 'privacy_terms_blank');
    await upsertPrivacyTerms(trx, applicationId, userType, text.trim());
  }
}

/** Creates an application (status active and no forced upgrade unless sent); 409 when the name or domain is taken. */
export async function createApplication(db: Db, input: ApplicationCreate): Promise<Application> {
  const name = trimmedName(input.name);
  const version = input.version.trim();
  if (version === '') throw errors.badRequest('version is required', 'version_required');
  const domain = normalisedDomain(input.domain) ?? null;
  // Inside the transaction that keeps an Idempotency-Key when one is sent.
  return inTransaction(db, async (trx) => {
    await assertUnique(trx, { name, domain });
    const row = await insertApplication(trx, {
      id: newDocumentId(),
      name,
      type_app: input.typeApp,
      status: input.status ?? 'active',
      upgrade: input.upgrade ?? false,
      version,
      domain,
    });
    await writePrivacyTerms(trx, row.id, input.privacyTerms);
    return toApplication(row);
  });
}

/** Changes the fields sent of the application `id`; 404 when it does not exist, 409 when the name or domain is taken. */
export async function updateApplication(db: Db, id: string, input: ApplicationUpdate): Promise<Application> {
  const name = input.name === undefined ? undefined : trimmedName(input.name);
  const version = input.version?.trim();
  if (version === '') throw errors.badRequest('version is required', 'version_required');
  const domain = normalisedDomain(input.domain);
  return inTransaction(db, async (trx) => {
    if (!(await lockApplication(trx, id))) throw errors.notFound('application', id);
    await assertUnique(trx, { ...(name !== undefined ? { name } : {}), ...(domain !== undefined ? { domain } : {}) }, id);
    const row = await updateApplicationRow(trx, id, {
      ...(name !== undefined ? { name } : {}),
      ...(input.typeApp !== undefined ? { type_app: input.typeApp } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.upgrade !== undefined ? { upgrade: input.upgrade } : {}),
      ...(version !== undefined ? { version } : {}),
      ...(domain !== undefined ? { domain } : {}),
      updated_at: new Date(),
    });
    await writePrivacyTerms(trx, id, input.privacyTerms);
    return toApplication(row);
  });
}

/** Deletes the application `id`; 404 when it does not exist, 409 while companies or users belong to it. */
export async function deleteApplication(db: Db, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await lockApplication(trx, id))) throw errors.notFound('application', id);
    const [companies, users] = await Promise.all([companyCountOfApplication(trx, id), userCountOfApplication(trx, id)]);
    if (companies > 0 || users > 0) {
      throw errors.conflict(
        `The application still has ${companies} company(ies) and ${users} user(s); move them to another application first`,
        'application_in_use',
      );
    }
    await deleteApplicationRow(trx, id);
  });
}

/**
 * The privacy terms an application shows to `userType`: that type's own, else the
 * default ones; 404 when the application does not exist or has none.
 */
export async function privacyTermsFor(db: Db, applicationId: string, userType: string | undefined) {
  const application = await getApplicationRow(db, applicationId);
  const wanted = userType?.toLowerCase();
  const types = wanted && wanted !== DEFAULT_TERMS_TYPE ? [wanted, DEFAULT_TERMS_TYPE] : [DEFAULT_TERMS_TYPE];
  const rows = await privacyTermsOf(db, applicationId, types);
  const row = rows.find((r) => r.user_type === types[0]) ?? rows.find((r) => r.user_type === DEFAULT_TERMS_TYPE);
  if (!row) throw errors.notFound('privacy terms of application', applicationId);
  return {
    application: { _id: application.id, name: application.name },
    userType: row.user_type === DEFAULT_TERMS_TYPE ? null : row.user_type,
    terms: row.terms,
    updatedAt: row.updated_at.toISOString(),
  };
}
