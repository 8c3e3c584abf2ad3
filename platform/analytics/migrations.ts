import { type Kysely, type Migration, sql } from 'kysely'
import { monthsAhead } from './rules'

/** The first month partitioned ahead by the migration; later months are made as they come. */
const FIRST_MONTH = new Date(Date.UTC(2026, 0, 1))
const MONTHS_AT_START = 24

/**
 * The analytics area's migrations, 0950–0954. Plain SQL so PGlite and PostgreSQL run the
 * same (PGlite is PostgreSQL: declarative partitioning works there too).
 */
export const analyticsMigrations: Record<string, Migration> = {
  '0950_analytics_events': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Append-only, one partition per month (UTC): old months are dropped or archived whole,
      // and a month's figures read one partition. The key holds the partition column, as
      // PostgreSQL requires of a partitioned table's unique keys.
      await sql`
        create table analytics_events (
          event_oid char(24) not null,
          at timestamptz not null,
          event text not null,
          user_oid char(24),
          guest_device_id text,
          client_id text,
          load_id text,
          path text,
          content_oid char(24),
          properties jsonb not null,
          primary key (at, event_oid)
        ) partition by range (at)`.execute(db)
      // A month without its partition lands here until the partition is made (which moves it).
      await sql`create table analytics_events_default partition of analytics_events default`.execute(
        db,
      )
      for (const month of monthsAhead(FIRST_MONTH, MONTHS_AT_START))
        await sql`
          create table ${sql.id(month.name)} partition of analytics_events
          for values from (${sql.lit(month.from)}) to (${sql.lit(month.to)})`.execute(db)
      await sql`
        create index analytics_events_content on analytics_events (content_oid, event, at)
        where content_oid is not null`.execute(db)
      await sql`create index analytics_events_user on analytics_events (user_oid, at) where user_oid is not null`.execute(
        db,
      )
      // Rows are never changed: the table refuses updates, whatever the caller.
      await sql`
        create function analytics_events_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'analytics events are append-only';
        end $$`.execute(db)
      await sql`
        create trigger analytics_events_no_update before update on analytics_events
        for each row execute function analytics_events_append_only()`.execute(db)
    },
  },
}
