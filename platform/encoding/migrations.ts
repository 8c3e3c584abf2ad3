import { type Kysely, type Migration, sql } from 'kysely'
import { timelineMigrations } from './timelines/migrations'

/** Encoding migrations (0490–0499, and 0861 for the completion callbacks). Plain SQL: PGlite and PostgreSQL run the same. */
export const encodingMigrations: Record<string, Migration> = {
  '0490_encoding_jobs': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table encoding_jobs (
          id text primary key,
          content_oid text not null,
          owner_oid text not null,
          requested_by text not null,
          kind text not null check (kind in ('audio', 'video', 'subtitle')),
          source_key text not null,
          options jsonb not null default '{}',
          status text not null
            check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
          attempts integer not null default 0 check (attempts >= 0),
          max_attempts integer not null check (max_attempts > 0),
          run_after timestamptz not null,
          lease_until timestamptz,
          worker_id text,
          progress integer not null default 0 check (progress between 0 and 100),
          error text,
          outputs jsonb,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          finished_at timestamptz,
          check ((status = 'running') = (lease_until is not null))
        )`.execute(db)
      // The claim's scan: queued jobs due, and running jobs whose lease may have passed.
      await sql`
        create index encoding_jobs_claimable on encoding_jobs (run_after, created_at)
        where status in ('queued', 'running')`.execute(db)
      await sql`create index encoding_jobs_content on encoding_jobs (content_oid, created_at)`.execute(
        db,
      )
    },
  },
  '0861_encoding_completion_callbacks': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        alter table encoding_jobs
          add column completion_due_at timestamptz,
          add column completion_sent_at timestamptz,
          add column completion_error text`.execute(db)
      // Earlier completions were not recorded; a finished job is taken as delivered.
      await sql`
        update encoding_jobs set completion_due_at = finished_at, completion_sent_at = finished_at
        where status = 'done'`.execute(db)
      // The admin's list of completions owed: newest first, a page at a time.
      await sql`
        create index encoding_jobs_completion_owed on encoding_jobs (completion_due_at desc, id desc)
        where completion_sent_at is null and completion_due_at is not null`.execute(db)
    },
  },
  ...timelineMigrations,
}
