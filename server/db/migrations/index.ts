import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_company_open_state';
import * as m0003 from './0003_delivery';
import * as m0004 from './0004_call_center';
import * as m0005 from './0005_user_list_indexes';
import * as m0006 from './0006_idempotency_keys';
import * as m0007 from './0007_auth_attempts';
import * as m0008 from './0008_search_key_statistics';
import * as m0009 from './0009_whatsapp_business_numbers';
import * as m0010 from './0010_rider_cpf_per_company';
import * as m0011 from './0011_opening_hours';
import * as m0012 from './0012_orders';
import * as m0013 from './0013_order_history';
import * as m0014 from './0014_order_reports';
import * as m0015 from './0015_order_history_search';
import * as m0016 from './0016_order_day_totals';
import * as m0017 from './0017_order_rider_index';
import * as m0018 from './0018_helpdesk';
import * as m0019 from './0019_order_search_keys';
import * as m0020 from './0020_user_search_keys';

/** Every migration, in order; a new one is imported and listed here. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_company_open_state': m0002,
  '0003_delivery': m0003,
  '0004_call_center': m0004,
  '0005_user_list_indexes': m0005,
  '0006_idempotency_keys': m0006,
  '0007_auth_attempts': m0007,
  '0008_search_key_statistics': m0008,
  '0009_whatsapp_business_numbers': m0009,
  '0010_rider_cpf_per_company': m0010,
  '0011_opening_hours': m0011,
  '0012_orders': m0012,
  '0013_order_history': m0013,
  '0014_order_reports': m0014,
  '0015_order_history_search': m0015,
  '0016_order_day_totals': m0016,
  '0017_order_rider_index': m0017,
  '0018_helpdesk': m0018,
  '0019_order_search_keys': m0019,
  '0020_user_search_keys': m0020,
};

/** Hands Kysely's Migrator the statically imported migrations. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
