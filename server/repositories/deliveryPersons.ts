import type { Db } from '../db';

// The delivery men's person records (table delivery_persons).

export async function insertPerson(db: Db, id: string, name: string): Promise<void> {
  await db.insertInto('delivery_persons').values({ id, name }).execute();
}

export async function renamePerson(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('delivery_persons').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deletePerson(db: Db, id: string): Promise<void> {
  await db.deleteFrom('delivery_persons').where('id', '=', id).execute();
}
