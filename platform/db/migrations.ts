import { type Kysely, type Migration, sql } from 'kysely'

export const coreMigrations: Record<string, Migration> = {
  '0001_core_settings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table app_settings (
          key text primary key,
          value jsonb not null,
          updated_at timestamptz not null default now()
        )`.execute(db)
    },
  },
}
