import type { Kysely } from 'kysely'
import type { DB } from './schema'

/** Reads a run-time setting, or the fallback when none is stored. */
export async function readSetting<T>(db: Kysely<DB>, key: string, fallback: T): Promise<T> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row ? (row.value as T) : fallback
}

export async function writeSetting(db: Kysely<DB>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value)
  await db
    .insertInto('app_settings')
    .values({ key, value: json })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: json, updated_at: new Date() }),
    )
    .execute()
}
