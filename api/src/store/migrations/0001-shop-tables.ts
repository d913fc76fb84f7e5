/**
 * The shop store's tables as they stood when the store got migrations. Every statement is
 * IF NOT EXISTS: a SQLite file written before then already has these tables and keeps its rows.
 * Frozen: a later change to the schema is a migration of its own.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { ShopDialect } from '../shop-store';

type Table = CreateTableBuilder<string, string>;

export function shopTablesMigration(dialect: ShopDialect): Migration {
  /** A numeric key the store assigns, in insertion order. */
  const autoId = (table: Table): Table =>
    dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (column) => column.primaryKey().notNull().autoIncrement())
      : table.addColumn('id', 'bigint', (column) => column.primaryKey().notNull().generatedByDefaultAsIdentity());
  /** PostgreSQL's stand-in for SQLite's rowid, where rows are listed in insertion order. */
  const insertionSeq = (table: Table): Table =>
    dialect === 'sqlite' ? table : table.addColumn('seq', 'bigint', (column) => column.generatedAlwaysAsIdentity());
  const required = (column: ColumnDefinitionBuilder) => column.notNull();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const table = (name: string) => db.schema.createTable(name).ifNotExists();
      const index = (name: string, on: string, columns: string[]) =>
        db.schema.createIndex(name).ifNotExists().on(on).columns(columns).execute();

      await insertionSeq(
        table('orders')
          .addColumn('uuid', 'text', (column) => column.primaryKey().notNull())
          .addColumn('reference', 'text', (column) => column.notNull().unique())
          .addColumn('status', 'text', (column) =>
            column.notNull().check(sql`status IN ('created', 'paid', 'failed', 'cancelled')`),
          )
          .addColumn('account_id', 'text')
          .addColumn('locale', 'text', required)
          .addColumn('amount', 'integer', required)
          .addColumn('currency', 'text', required)
          .addColumn('buyer', 'text', required)
          .addColumn('items', 'text', required)
          .addColumn('lines', 'text', required)
          .addColumn('summary', 'text', required)
          .addColumn('created_at', 'text', required)
          .addColumn('updated_at', 'text', required),
      ).execute();
      await index('orders_by_account', 'orders', ['account_id', 'created_at']);
      await index('orders_by_status', 'orders', ['status', 'created_at']);
      await table('idempotency_keys')
        .addColumn('key', 'text', (column) => column.primaryKey().notNull())
        .addColumn('request_hash', 'text', required)
        .addColumn('status_code', 'integer', required)
        .addColumn('response', 'text', required)
        .addColumn('created_at', 'text', required)
        .execute();
      await table('room_nights_held')
        .addColumn('offer_id', 'integer', required)
        .addColumn('night', 'text', required)
        .addColumn('order_uuid', 'text', (column) => column.notNull().references('orders.uuid'))
        .addColumn('rooms', 'integer', required)
        .addPrimaryKeyConstraint('room_nights_held_pkey', ['order_uuid', 'night'])
        .execute();
      await index('room_nights_by_offer', 'room_nights_held', ['offer_id', 'night']);
      await table('order_shoppers')
        .addColumn('order_uuid', 'text', (column) => column.primaryKey().notNull().references('orders.uuid'))
        .addColumn('email', 'text', required)
        .addColumn('first_order_code', 'integer', required)
        .execute();
      await index('order_shoppers_by_email', 'order_shoppers', ['email']);

      await table('wallet_payment_intents')
        .addColumn('id', 'text', (column) => column.primaryKey().notNull())
        .addColumn('order_uuid', 'text', required)
        .addColumn('amount', 'integer', required)
        .addColumn('card_id', 'text', required)
        .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome IN ('success', 'declined')`))
        .addColumn('created_at', 'text', required)
        .execute();
      await index('wallet_payment_intents_by_order', 'wallet_payment_intents', ['order_uuid']);

      await table('gift_vouchers')
        .addColumn('code', 'text', (column) => column.primaryKey().notNull())
        .addColumn('order_uuid', 'text', required)
        .addColumn('item_index', 'integer', required)
        .addColumn('kind', 'text', (column) =>
          column.notNull().check(sql`kind IN ('box', 'singleVoucher', 'giftCard')`),
        )
        .addColumn('title', 'text', required)
        .addColumn('box_code', 'text')
        .addColumn('offer_id', 'integer')
        .addColumn('nights', 'integer')
        .addColumn('people', 'integer', required)
        .addColumn('amount', 'integer', required)
        .addColumn('valid_until', 'text', required)
        .addColumn('issued_at', 'text', required)
        .addUniqueConstraint('gift_vouchers_order_item', ['order_uuid', 'item_index'])
        .execute();
      await table('beneficiary_sessions')
        .addColumn('token_hash', 'text', (column) => column.primaryKey().notNull())
        .addColumn('code', 'text', required)
        .addColumn('expires_at', 'bigint', required)
        .execute();
      await index('beneficiary_sessions_by_expiry', 'beneficiary_sessions', ['expires_at']);

      await table('care_operators')
        .addColumn('email', 'text', (column) => column.primaryKey().notNull())
        .addColumn('password_hash', 'text', required)
        .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_at', 'text', required)
        .execute();
      await autoId(table('care_sign_ins'))
        .addColumn('signed_in_at', 'text', required)
        .addColumn('email', 'text', required)
        .execute();

      const blank = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo('');
      await table('accounts')
        .addColumn('id', 'text', (column) => column.primaryKey().notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', required)
        .addColumn('first_name', 'text', required)
        .addColumn('last_name', 'text', required)
        .addColumn('civility', 'text', blank)
        .addColumn('phone_number', 'text', blank)
        .addColumn('address_line', 'text', blank)
        .addColumn('postal_code', 'text', blank)
        .addColumn('city', 'text', blank)
        .addColumn('country', 'text', blank)
        .addColumn('locale', 'text', required)
        .addColumn('created_at', 'text', required)
        .execute();
      await insertionSeq(
        table('account_sessions')
          .addColumn('token_hash', 'text', (column) => column.primaryKey().notNull())
          .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id'))
          .addColumn('expires_at', 'bigint', required),
      ).execute();
      await index('account_sessions_by_account', 'account_sessions', ['account_id', 'expires_at']);
      await index('account_sessions_by_expiry', 'account_sessions', ['expires_at']);
      await table('account_wishlists')
        .addColumn('account_id', 'text', (column) => column.primaryKey().notNull().references('accounts.id'))
        .addColumn('items', 'text', required)
        .execute();

      await autoId(table('contact_cases'))
        .addColumn('case_id', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', 'text', required)
        .addColumn('reason', 'text', required)
        .addColumn('request_type', 'text')
        .addColumn('request_subtype', 'text')
        .addColumn('booking_number', 'text')
        .addColumn('email', 'text', required)
        .addColumn('name', 'text', required)
        .addColumn('phone', 'text', required)
        .addColumn('description', 'text', required)
        .addColumn('organisation', 'text', required)
        .addColumn('status', 'text', required)
        .addColumn('language', 'text', required)
        .addColumn('point_of_sale', 'text', required)
        .addColumn('locale', 'text', required)
        .addColumn('return_url', 'text', required)
        .addColumn('care_operator', 'text')
        .execute();
      await table('captcha_challenges_used')
        .addColumn('signature', 'text', (column) => column.primaryKey().notNull())
        .addColumn('expires_at', 'bigint', required)
        .execute();
      await index('captcha_challenges_used_by_expiry', 'captcha_challenges_used', ['expires_at']);
      await autoId(table('newsletter_subscriptions'))
        .addColumn('email', 'text', required)
        .addColumn('country', 'text', required)
        .addColumn('language', 'text', required)
        .addColumn('source', 'text', required)
        .addColumn('subscribed_at', 'text', required)
        .addUniqueConstraint('newsletter_subscriptions_email_country', ['email', 'country'])
        .execute();

      await autoId(table('analytics_events'))
        .addColumn('received_at', 'text', required)
        .addColumn('point_of_sale', 'text', required)
        .addColumn('event_name', 'text', required)
        .addColumn('client_id', 'text')
        .addColumn('session_id', 'text')
        .addColumn('page_path', 'text', required)
        .addColumn('locale', 'text', required)
        .addColumn('payload', 'text', required)
        .execute();
      await autoId(table('client_logs'))
        .addColumn('received_at', 'text', required)
        .addColumn('level', 'text', required)
        .addColumn('locale', 'text', required)
        .addColumn('location', 'text', required)
        .addColumn('message', 'text', required)
        .execute();
      await autoId(table('not_found_reports'))
        .addColumn('received_at', 'text', required)
        .addColumn('uri', 'text', required)
        .addColumn('locale', 'text', required)
        .execute();
      await autoId(table('flag_activations'))
        .addColumn('received_at', 'text', required)
        .addColumn('flag', 'text', required)
        .addColumn('variation', 'text', required)
        .addColumn('locale', 'text', required)
        .addColumn('client_id', 'text')
        .execute();
    },
  };
}
