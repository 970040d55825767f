import { sql, type Kysely } from 'kysely';

/**
 * A CPF is unique among a company's riders (not deleted), no longer across companies: the same
 * person may ride for two companies, and registering a rider tells a company nothing about the
 * riders of others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index delivery_men_cpf_key`.execute(db);
  await sql`create unique index delivery_men_company_cpf_key on delivery_men (company_id, cpf) where deleted_at is null`.execute(db);
  // The CPF search of the lists (a prefix of the digits) across the companies root sees.
  await sql`create index delivery_men_cpf_idx on delivery_men (cpf text_pattern_ops) where deleted_at is null`.execute(db);
}

/** Back to one rider per CPF across companies; fails while two companies have a rider with the same CPF. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index delivery_men_cpf_idx`.execute(db);
  await sql`drop index delivery_men_company_cpf_key`.execute(db);
  await sql`create unique index delivery_men_cpf_key on delivery_men (cpf) where deleted_at is null`.execute(db);
}
