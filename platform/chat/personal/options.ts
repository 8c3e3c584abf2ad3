import type { Kysely } from 'kysely'
import type { DB } from '../../db'

export async function readUserChatOptions(
  db: Kysely<DB>,
  userOid: string,
): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('user_chat_options')
    .select('options')
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return row?.options ?? {}
}

export async function writeUserChatOptions(
  db: Kysely<DB>,
  userOid: string,
  options: Record<string, unknown>,
): Promise<void> {
  const json = JSON.stringify(options)
  await db
    .insertInto('user_chat_options')
    .values({ user_oid: userOid, options: json })
    .onConflict((conflict) =>
      conflict.column('user_oid').doUpdateSet({ options: json, updated_at: new Date() }),
    )
    .execute()
}
