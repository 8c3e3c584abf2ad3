import { type Kysely, type Migration, sql } from 'kysely'

/** The admin area's migrations, 0800–0819. Plain SQL so PGlite and PostgreSQL run the same. */
export const adminMigrations: Record<string, Migration> = {
  '0800_admin_audit_log': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table admin_audit_log (
          id bigint generated always as identity primary key,
          actor_oid char(24) not null,
          actor_name text not null,
          action text not null check (char_length(action) between 1 and 200),
          method text not null,
          path text not null,
          target_kind text,
          target_oid text,
          before jsonb,
          after jsonb,
          reason text,
          request_id text not null,
          created_at timestamptz not null
        )`.execute(db)
      // Who did what to whom, newest first: the log page's filters walk these.
      await sql`create index admin_audit_actor on admin_audit_log (actor_oid, id desc)`.execute(db)
      await sql`create index admin_audit_target on admin_audit_log (target_oid, id desc)`.execute(
        db,
      )
      // The log is evidence: no statement may change or remove an entry, whoever runs it
      // (TRUNCATE stays the owner's, as for every table: the test databases are emptied so).
      await sql`
        create function admin_audit_log_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'The admin audit log is append-only.' using errcode = '42501';
        end $$`.execute(db)
      await sql`
        create trigger admin_audit_log_no_change before update or delete on admin_audit_log
        for each row execute function admin_audit_log_append_only()`.execute(db)
    },
  },
}
