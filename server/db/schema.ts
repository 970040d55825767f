import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { CompanyType, ShoppingFlow } from '../../src/domain/company';
import type { OpeningPause, OpeningSlot } from '../../src/domain/openingHours';
import type { DeliveryOutcome, Fulfilment, OrderStatus, PaymentType } from '../../src/domain/orders';
import type { OrderAction } from '../../src/domain/orderTransitions';
import type { TicketDepartment, TicketPriority, TicketRequesterKind, TicketStatus } from '../../src/domain/helpdesk';

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

/** One change of a company's open state (migration 0002); a null author is the platform. */
export interface CompanyOpenStateChangesTable {
  id: Generated<number>;
  company_id: string;
  changed_by_id: number | null;
  changed_by_name: string | null;
  changed_at: DefaultTimestamp;
  from_open: boolean;
  to_open: boolean;
  from_manual: boolean;
  to_manual: boolean;
}

/** An exception of a company's opening hours, as stored (src/domain/openingHours.ts). */
export interface OpeningExceptionJson {
  id: string;
  date: string;
  recurring: boolean;
  label: string;
  closed: boolean;
  slots: OpeningSlot[];
}

/** The weeks and exceptions of a company's opening hours, as stored (src/domain/openingHours.ts). */
export interface OpeningScheduleJson {
  general: OpeningSlot[][];
  delivery: OpeningSlot[][] | null;
  pickup: OpeningSlot[][] | null;
  exceptions: OpeningExceptionJson[];
}

/** The whole opening hours as the history keeps them, before and after a change. */
export interface OpeningHoursJson extends OpeningScheduleJson {
  timeZone: string;
  pauses: OpeningPause[];
}

/** A company's opening hours (migration 0011); none stored = none set. */
export interface CompanyOpeningHoursTable {
  company_id: string;
  time_zone: string;
  schedule: Json<OpeningScheduleJson>;
  pauses: Json<OpeningPause[]>;
  version: number;
  updated_at: DefaultTimestamp;
  updated_by_id: number | null;
  updated_by_name: string | null;
}

/** One change of a company's opening hours (migration 0011); a null author is the platform. */
export interface CompanyOpeningHoursChangesTable {
  id: Generated<number>;
  company_id: string;
  /** The version the change made. */
  version: number;
  action: 'update' | 'pause_add' | 'pause_remove';
  changed_by_id: number | null;
  changed_by_name: string | null;
  changed_at: DefaultTimestamp;
  before: Json<OpeningHoursJson> | null;
  after: Json<OpeningHoursJson>;
}

/** A white-label application (migration 0004). */
export interface ApplicationsTable {
  id: string;
  name: string;
  type_app: 'android' | 'ios' | 'web';
  status: Generated<'active' | 'inactive' | 'maintenance'>;
  upgrade: Generated<boolean>;
  version: string;
  domain: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** An application's privacy terms for one user type ('default': every other type). */
export interface ApplicationPrivacyTermsTable {
  application_id: string;
  user_type: string;
  terms: string;
  updated_at: DefaultTimestamp;
}

/** The back-office's look for one domain. */
export interface AdminStylesTable {
  domain: string;
  application_id: string | null;
  title_tab: string;
  footer_title: string;
  tab_icon: string;
  background_login: string;
  logo: string;
  updated_at: DefaultTimestamp;
}

/** A customer's request to delete their account in an application; `id` is the protocol. */
export interface AccountDeletionRequestsTable {
  id: string;
  application_id: string | null;
  application_name: string;
  email: string;
  name: string | null;
  phone: string | null;
  reason: string | null;
  requester_ip: string;
  status: Generated<'pending' | 'done' | 'rejected'>;
  created_at: DefaultTimestamp;
}

/** A company's WhatsApp contact. */
export interface ContactsTable {
  id: string;
  company_id: string | null;
  name: string;
  phone: string;
  user_id: string | null;
  created_at: DefaultTimestamp;
}

/** A WhatsApp message sent (the outbox) or received; `phone` is the other party's number. */
export interface WhatsappMessagesTable {
  id: string;
  company_id: string | null;
  user_id: string;
  direction: 'outbound' | 'inbound';
  phone: string;
  body: string | null;
  media_url: string | null;
  media_id: string | null;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  error: string | null;
  provider_id: string | null;
  attempts: Generated<number>;
  claimed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A WhatsApp business phone number (the Cloud API's phone_number_id) a company owns (migration 0009). */
export interface WhatsappBusinessNumbersTable {
  phone_number_id: string;
  company_id: string;
  created_at: DefaultTimestamp;
}

/** A provider callback already taken, by the provider's id. */
export interface WhatsappWebhookEventsTable {
  id: string;
  kind: 'status' | 'message';
  message_id: string | null;
  payload: Json<unknown>;
  received_at: DefaultTimestamp;
}

/** Amounts PostgreSQL keeps as `numeric`: read as text (exact), written as numbers. */
type Numeric = ColumnType<string, number | string, number | string>;

/** A delivery man's person record (migration 0003). */
export interface DeliveryPersonsTable {
  id: string;
  name: string;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A delivery man (rider); `deleted_at` set means deleted with its history kept. */
export interface DeliveryMenTable {
  id: string;
  company_id: string | null;
  person_id: string | null;
  cpf: string;
  phone: string;
  type_of_vehicle: string;
  flag: Generated<'FREE' | 'ON_ROUTE' | 'UNAVAILABLE'>;
  is_online: Generated<boolean>;
  on_route: Generated<boolean>;
  deliveryman_paid: Generated<boolean>;
  delivery_man_paid_date: NullableTimestamp;
  longitude: number | null;
  latitude: number | null;
  position_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  deleted_at: NullableTimestamp;
}

/** How long a rider was online on one local day (`day` as `YYYY-MM-DD`). */
export interface DeliveryManOnlineDaysTable {
  delivery_man_id: string;
  day: ColumnType<Date, string, string>;
  online_minutes: number;
  first_online_at: NullableTimestamp;
  last_online_at: NullableTimestamp;
}

/** One race (delivery run) of a rider, for a company. */
export interface DeliveryManRacesTable {
  id: string;
  delivery_man_id: string;
  company_id: string | null;
  order_id: string;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  /** The order's status, one of the contract's `OrderStatus` values (checked by the table). */
  status:
    | 'SCHEDULED' | 'WAIT_COMPANY' | 'AWAITING_PAYMENT' | 'FINISHED' | 'AWAIT_DELIVERYMAN' | 'WAIT_DELIVERYMAN'
    | 'NO_DELIVERYMAN_AVAILABLE' | 'ACCEPT_DELIVERYMAN' | 'IN_PREPARATION' | 'ACCEPT_SHOPPER' | 'DISPATCH'
    | 'DELIVERY_ROUTE' | 'DELIVERY_AT_STORE' | 'DELIVERY_GOBACK' | 'DELIVERED' | 'RELEASE_SHOPPER'
    | 'RELEASE_DRIVER' | 'RELEASE_DRIVER_COD' | 'DISPATCH_MACHINE' | 'DISPATCH_TENTREGO' | 'CANCELED';
  distance_m: number | null;
  fee: ColumnType<string | null, number | string | null, number | string | null>;
}

/** A company's delivery settings (one per company). */
export interface CompanyDeliveriesTable {
  id: string;
  company_id: string;
  delivery_radius_km: Numeric;
  delivery_fee: Numeric;
  minimum_order: Numeric;
  estimated_time_minutes: number;
  is_open: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Where a company is, for the map. */
export interface CompanyLocationsTable {
  company_id: string;
  longitude: number;
  latitude: number;
  updated_at: DefaultTimestamp;
}

/** The answer of a write sent with an `Idempotency-Key`, kept with the write (server/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  operation: string;
  key: string;
  /** SHA-256 of the request (parameters, body, `Company` header): the same key with another request is refused. */
  fingerprint: string;
  /** The answer's status and body, and its `Location` header; null only inside the claiming transaction. */
  status: number | null;
  body: Json<unknown> | null;
  location: string | null;
  created_at: DefaultTimestamp;
}

/** A counter of sign-in or password-reset attempts (server/auth/postgresAttempts.ts). */
export interface AuthAttemptsTable {
  key: string;
  count: number;
  /** When the counter's window ends; the next attempt after it starts a new one. */
  expires_at: Timestamp;
}

/** The last order number given per company (migration 0012). */
export interface CompanyOrderCountersTable {
  company_id: string;
  last_number: number;
}

/** A company's order desk settings (migration 0012); none stored = the defaults. */
export interface CompanyOrderSettingsTable {
  company_id: string;
  accept_minutes: number;
  prep_minutes: number;
  repeat_alert: boolean;
  auto_print: boolean;
  updated_at: DefaultTimestamp;
}

/** One line of an order as stored (the contract's `OrderItem`). */
export interface OrderItemJson {
  name: string;
  quantity: number;
  unitPrice: number;
  notes: string;
  complements: { name: string; quantity: number; unitPrice: number }[];
}

/** Where a delivery goes (the contract's `OrderAddress`), `coordinates` as [longitude, latitude]. */
export interface OrderAddressJson {
  street: string;
  number: string;
  district: string;
  city: string;
  complement: string;
  coordinates: [number, number];
}

/** An order of a company (migration 0012); the vocabularies are src/domain/orders.ts's. */
export interface OrdersTable {
  id: string;
  company_id: string;
  number: number;
  status: OrderStatus;
  version: number;
  fulfilment: Fulfilment;
  payment_type: PaymentType;
  paid: boolean;
  items: Json<OrderItemJson[]>;
  items_total: number;
  delivery_fee: number;
  discount: number;
  total: number;
  customer_name: string;
  customer_phone: string;
  /** The customer's name lower-cased, accents removed (migration 0013, computed by the database). */
  search_name: GeneratedAlways<string>;
  /** The digits of the customer's phone (migration 0013, computed by the database). */
  phone_digits: GeneratedAlways<string>;
  address: Json<OrderAddressJson> | null;
  scheduled_for: NullableTimestamp;
  prep_minutes: number | null;
  accepted_at: NullableTimestamp;
  ready_by: NullableTimestamp;
  accept_by: NullableTimestamp;
  /** When it left the store with a rider or a fleet. */
  dispatched_at: NullableTimestamp;
  rider_id: string | null;
  outcome: DeliveryOutcome | null;
  cancel_reason: string | null;
  placed_at: DefaultTimestamp;
  status_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One move of an order (migration 0012); a null author is the platform. */
export interface OrderHistoryTable {
  id: Generated<number>;
  order_id: string;
  at: DefaultTimestamp;
  /** What the move is called (`place` for the placing). */
  action: OrderAction | 'place';
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  by_user_id: number | null;
  by_name: string | null;
  actor: 'company' | 'staff' | 'platform';
  prep_minutes: number | null;
  reason: string | null;
  outcome: DeliveryOutcome | null;
  rider_id: string | null;
}

/** One change of an order, as the live stream reads it (migration 0012); ids are bigserial, read as text. */
export interface OrderEventsTable {
  id: ColumnType<string, never, never>;
  company_id: string;
  order_id: string;
  status: string;
  version: number;
  at: DefaultTimestamp;
}

/** The last protocol counter given on one day of São Paulo (`YYYY-MM-DD`, migration 0018). */
export interface TicketProtocolCountersTable {
  day: string;
  last: number;
}

/** Minutes to solve a ticket of a priority (migration 0018). */
export interface TicketResponseTargetsTable {
  priority: TicketPriority;
  minutes: number;
  updated_at: DefaultTimestamp;
}

/** A help desk ticket (migration 0018); the vocabularies and the clock are src/domain/helpdesk.ts's. */
export interface TicketsTable {
  id: string;
  protocol: string;
  company_id: string;
  subject: string;
  description: string;
  /** The subject lower-cased, accents removed (computed by the database). */
  search_subject: GeneratedAlways<string>;
  status: TicketStatus;
  priority: TicketPriority;
  department: TicketDepartment;
  requester_id: number | null;
  requester_kind: TicketRequesterKind;
  requester_name: string;
  order_id: string | null;
  /** Digits only. */
  whatsapp: string | null;
  assignee_id: number | null;
  due_at: Timestamp;
  held_since: NullableTimestamp;
  first_response_at: NullableTimestamp;
  solved_at: NullableTimestamp;
  canceled_reason: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  version: number;
}

/** A message of a ticket's thread: a public reply or an internal note (migration 0018). */
export interface TicketMessagesTable {
  id: Generated<number>;
  ticket_id: string;
  author_id: number | null;
  author_name: string;
  from_staff: boolean;
  internal: boolean;
  body: string;
  created_at: DefaultTimestamp;
}

/** One change of a ticket's status, priority, department or assignee (migration 0018). */
export interface TicketChangesTable {
  id: Generated<number>;
  ticket_id: string;
  field: 'status' | 'priority' | 'department' | 'assignee';
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  actor_id: number | null;
  actor_name: string;
  created_at: DefaultTimestamp;
}

/** A question of the FAQ in its place (migration 0018). */
export interface FaqEntriesTable {
  id: string;
  question: string;
  answer: string;
  position: number;
  /** The question and answer lower-cased, accents removed (computed by the database). */
  search_text: GeneratedAlways<string>;
  updated_at: DefaultTimestamp;
}

/** The whole database as Kysely sees it. */
export interface Database {
  companies: CompaniesTable;
  delivery_persons: DeliveryPersonsTable;
  delivery_men: DeliveryMenTable;
  delivery_man_online_days: DeliveryManOnlineDaysTable;
  delivery_man_races: DeliveryManRacesTable;
  company_deliveries: CompanyDeliveriesTable;
  company_locations: CompanyLocationsTable;
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
  applications: ApplicationsTable;
  application_privacy_terms: ApplicationPrivacyTermsTable;
  admin_styles: AdminStylesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  contacts: ContactsTable;
  whatsapp_messages: WhatsappMessagesTable;
  whatsapp_webhook_events: WhatsappWebhookEventsTable;
  whatsapp_business_numbers: WhatsappBusinessNumbersTable;
  company_open_state_changes: CompanyOpenStateChangesTable;
  company_opening_hours: CompanyOpeningHoursTable;
  company_opening_hours_changes: CompanyOpeningHoursChangesTable;
  idempotency_keys: IdempotencyKeysTable;
  auth_attempts: AuthAttemptsTable;
  company_order_counters: CompanyOrderCountersTable;
  company_order_settings: CompanyOrderSettingsTable;
  orders: OrdersTable;
  order_history: OrderHistoryTable;
  order_events: OrderEventsTable;
  ticket_protocol_counters: TicketProtocolCountersTable;
  ticket_response_targets: TicketResponseTargetsTable;
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  ticket_changes: TicketChangesTable;
  faq_entries: FaqEntriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdateRow = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type RoleRow = Selectable<RolesTable>;
export type PermissionRow = Selectable<PermissionsTable>;
