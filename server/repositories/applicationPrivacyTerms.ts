import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { ApplicationPrivacyTermsTable } from '../db/schema';

// The applications' privacy terms per user type (table application_privacy_terms).

/** Sets application `applicationId`'s terms for `userType`, replacing those it had. */
export async function upsertPrivacyTerms(db: Db, applicationId: string, userType: string, terms: string): Promise<void> {
  await db
    .insertInto('application_privacy_terms')
    .values({ application_id: applicationId, user_type: userType, terms })
    .onConflict((oc) => oc.columns(['application_id', 'user_type']).doUpdateSet({ terms, updated_at: new Date() }))
    .execute();
}

/** Removes application `applicationId`'s terms for `userType`. */
export async function deletePrivacyTerms(db: Db, applicationId: string, userType: string): Promise<void> {
  await db.deleteFrom('application_privacy_terms').where('application_id', '=', applicationId).where('user_type', '=', userType).execute();
}

/** Application `applicationId`'s terms for each of `userTypes` it has terms for. */
export function privacyTermsOf(db: Db, applicationId: string, userTypes: readonly string[]): Promise<Selectable<ApplicationPrivacyTermsTable>[]> {
  return db
    .selectFrom('application_privacy_terms')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('user_type', 'in', userTypes)
    .execute();
}
