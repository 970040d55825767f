import { sql, type Insertable } from 'kysely';
import type { Db } from '../db';
import type { AccountDeletionRequestsTable } from '../db/schema';
import { pageOf } from './page';

// The customers' requests to delete their accounts (table account_deletion_requests).

/** When address `ip` made its latest `limit` requests since `since`, newest first. */
export async function requestTimesOf(db: Db, ip: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('account_deletion_requests')
    .select('created_at')
    .where('requester_ip', '=', ip)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.created_at);
}

/** One page of the requests, newest first; the filters are optional and those sent all apply. */
export function findDeletionRequestPage(
  db: Db,
  find: { applicationId?: string | undefined; status?: 'pending' | 'done' | 'rejected' | undefined; offset: number; limit: number },
) {
  let filtered = db.selectFrom('account_deletion_requests');
  if (find.applicationId !== undefined) filtered = filtered.where('application_id', '=', find.applicationId);
  if (find.status !== undefined) filtered = filtered.where('status', '=', find.status);
  return pageOf(filtered, (rows) =>
    rows
      .select(['id', 'application_id', 'application_name', 'email', 'reason', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(find.offset)
      .limit(find.limit),
  );
}

/** The protocol of the pending request of `email` (lower case) in application `applicationId`, or null. */
export async function pendingRequestOf(db: Db, applicationId: string, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_deletion_requests')
    .select('id')
    .where('application_id', '=', applicationId)
    .where(sql<string>`lower(email)`, '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Stores a request; answers its protocol. */
export async function insertDeletionRequest(db: Db, values: Insertable<AccountDeletionRequestsTable>): Promise<string> {
  const row = await db.insertInto('account_deletion_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
