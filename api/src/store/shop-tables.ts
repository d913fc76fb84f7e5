/**
 * The shop store's tables as the code reads and writes them, one interface per table. The
 * migrations in `migrations/` create them; a column added there is added here in the same change.
 * Booleans are integers (0/1) and instants ISO strings or epoch milliseconds, so each table means
 * the same in SQLite and PostgreSQL. Rows made in the same millisecond are told apart by insertion
 * order, which is not a declared column: `insertionOrder` in shop-store.ts.
 */
import type { Generated } from 'kysely';

export interface OrdersTable {
  uuid: string;
  reference: string;
  status: 'created' | 'paid' | 'failed' | 'cancelled';
  account_id: string | null;
  locale: string;
  amount: number;
  currency: string;
  /** JSON of the buyer, the items, the price lines and what the order shows. */
  buyer: string;
  items: string;
  lines: string;
  summary: string;
  created_at: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: string;
}

export interface RoomNightsHeldTable {
  offer_id: number;
  night: string;
  order_uuid: string;
  rooms: number;
}

export interface OrderShoppersTable {
  order_uuid: string;
  email: string;
  first_order_code: number;
}

export interface WalletPaymentIntentsTable {
  id: string;
  order_uuid: string;
  amount: number;
  card_id: string;
  outcome: 'success' | 'declined';
  created_at: string;
}

export interface GiftVouchersTable {
  code: string;
  order_uuid: string;
  item_index: number;
  kind: 'box' | 'singleVoucher' | 'giftCard';
  title: string;
  box_code: string | null;
  offer_id: number | null;
  nights: number | null;
  people: number;
  amount: number;
  valid_until: string;
  issued_at: string;
}

export interface BeneficiarySessionsTable {
  token_hash: string;
  code: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface CareOperatorsTable {
  email: string;
  password_hash: string;
  active: Generated<number>;
  created_at: string;
}

export interface CareSignInsTable {
  id: Generated<number>;
  signed_in_at: string;
  email: string;
}

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  civility: Generated<string>;
  phone_number: Generated<string>;
  address_line: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  locale: string;
  created_at: string;
}

export interface AccountSessionsTable {
  token_hash: string;
  account_id: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface AccountWishlistsTable {
  account_id: string;
  /** JSON list of the wished items. */
  items: string;
}

export interface ContactCasesTable {
  id: Generated<number>;
  case_id: string;
  created_at: string;
  reason: string;
  request_type: string | null;
  request_subtype: string | null;
  booking_number: string | null;
  email: string;
  name: string;
  phone: string;
  description: string;
  organisation: string;
  status: string;
  language: string;
  point_of_sale: string;
  locale: string;
  return_url: string;
  care_operator: string | null;
}

export interface CaptchaChallengesUsedTable {
  signature: string;
  /** Epoch seconds. */
  expires_at: number;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  country: string;
  language: string;
  source: string;
  subscribed_at: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  received_at: string;
  point_of_sale: string;
  event_name: string;
  client_id: string | null;
  session_id: string | null;
  page_path: string;
  locale: string;
  payload: string;
}

export interface ClientLogsTable {
  id: Generated<number>;
  received_at: string;
  level: string;
  locale: string;
  location: string;
  message: string;
}

export interface NotFoundReportsTable {
  id: Generated<number>;
  received_at: string;
  uri: string;
  locale: string;
}

export interface FlagActivationsTable {
  id: Generated<number>;
  received_at: string;
  flag: string;
  variation: string;
  locale: string;
  client_id: string | null;
}

export interface ThrottleEntriesTable {
  key: string;
  /** JSON of the limit's count. */
  value: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** One change of the module-federation registry; the latest row is the live registry. */
export interface RegistryChangesTable {
  id: Generated<number>;
  /** ISO instant. */
  changed_at: string;
  /** JSON of the whole registry after the change. */
  registry: string;
  /** What changed, e.g. `deploy mfe-search 1.0.0-abc`. */
  change: string;
}

/** A version of a remote deployed to the cdn, once per (remote, version); `id` is the deploy order. */
export interface RemoteDeploymentsTable {
  id: Generated<number>;
  remote: string;
  version: string;
  /** ISO instant. */
  deployed_at: string;
}

export interface ShopTables {
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  room_nights_held: RoomNightsHeldTable;
  order_shoppers: OrderShoppersTable;
  wallet_payment_intents: WalletPaymentIntentsTable;
  gift_vouchers: GiftVouchersTable;
  beneficiary_sessions: BeneficiarySessionsTable;
  care_operators: CareOperatorsTable;
  care_sign_ins: CareSignInsTable;
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
  account_wishlists: AccountWishlistsTable;
  contact_cases: ContactCasesTable;
  captcha_challenges_used: CaptchaChallengesUsedTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  analytics_events: AnalyticsEventsTable;
  client_logs: ClientLogsTable;
  not_found_reports: NotFoundReportsTable;
  flag_activations: FlagActivationsTable;
  throttle_entries: ThrottleEntriesTable;
  registry_changes: RegistryChangesTable;
  remote_deployments: RemoteDeploymentsTable;
}
