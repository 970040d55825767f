import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { WhatsappMessagesTable } from '../db/schema';
import { pageOf, type RowsPage } from './page';

// Listing the WhatsApp messages (table whatsapp_messages); sending and receiving them is in services/whatsapp*.ts.

/** One page of the messages of `companyIds` (null: every company), newest first; the other filters are optional. */
export function findWhatsappMessagePage(
  db: Db,
  find: { companyIds: readonly string[] | null; phone?: string | undefined; userId?: string | undefined; offset: number; limit: number },
): Promise<RowsPage<Selectable<WhatsappMessagesTable>>> {
  let base = db.selectFrom('whatsapp_messages');
  if (find.companyIds !== null) base = base.where('company_id', 'in', find.companyIds);
  if (find.phone) base = base.where('phone', '=', find.phone);
  if (find.userId) base = base.where('user_id', '=', find.userId);
  return pageOf(base, (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(find.offset).limit(find.limit));
}
