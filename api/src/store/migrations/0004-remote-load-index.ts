/**
 * The remotes' load reports are analytics events read by name and time (the report, and the
 * retention that deletes the old ones): an index on both.
 */
import type { Kysely, Migration } from 'kysely';

export const remoteLoadIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('analytics_events_by_name_and_time')
      .ifNotExists()
      .on('analytics_events')
      .columns(['event_name', 'received_at'])
      .execute();
  },
};
