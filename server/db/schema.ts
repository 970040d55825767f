import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyType, ShoppingFlow } from '../../src/domain/company';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in by default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | T, string | T>;

export interface AddressJson {
  addressLine: string;
  city: string;
  state: string;
  postCode: string;
}

export interface SocialNetworksJson {
  linkedIn?: string;
  facebook?: string;
  twitter?: string;
  instagram?: string;
}

export interface CompaniesTable {
  id: string;
  name: string;
  type: CompanyType;
  shopping_flow: ShoppingFlow | null;
  application_id: string | null;
  franchise_id: string | null;
  is_open: Generated<boolean>;
  is_manual: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  fullname: string;
  pic: string | null;
  occupation: string | null;
  company_name: string | null;
  phone: string | null;
  address: Json<AddressJson> | null;
  social_networks: Json<SocialNetworksJson> | null;
  shopper: Generated<boolean>;
  is_root: Generated<boolean>;
  is_application: Generated<boolean>;
  application_id: string | null;
  franchises: ColumnType<string[], string[] | undefined, string[]>;
  company_id: string | null;
  disabled: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  title: string;
  level: number;
  parent_id: number | null;
  sort: Generated<number>;
}

export interface RolesTable {
  id: Generated<number>;
  title: string;
  is_core_role: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: DefaultTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: DefaultTimestamp;
  sent_at: NullableTimestamp;
}

export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
}

/** The whole database as Kysely sees it. */
export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  app_settings: AppSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdateRow = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type RoleRow = Selectable<RolesTable>;
export type PermissionRow = Selectable<PermissionsTable>;
