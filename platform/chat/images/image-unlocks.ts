import type { Kysely } from 'kysely'
import type { DB } from '../../db'

export async function unlockedImageHashes(
  db: Kysely<DB>,
  userOid: string,
  contentOid: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('image_unlocks')
    .select('image_hash')
    .where('user_oid', '=', userOid)
    .where('content_oid', '=', contentOid)
    .execute()
  return new Set(rows.map((row) => row.image_hash))
}

/** Records purchased unlocks; a repeat (a retried request) changes nothing. */
export async function recordImageUnlocks(
  db: Kysely<DB>,
  unlocks: Array<{
    userOid: string
    contentOid: string
    imageHash: string
    imageId: string
    price: number
    ledgerKey: string
  }>,
): Promise<void> {
  if (unlocks.length === 0) return
  await db
    .insertInto('image_unlocks')
    .values(
      unlocks.map((unlock) => ({
        user_oid: unlock.userOid,
        content_oid: unlock.contentOid,
        image_hash: unlock.imageHash,
        image_id: unlock.imageId,
        price: unlock.price,
        ledger_key: unlock.ledgerKey,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_oid', 'content_oid', 'image_hash']).doNothing(),
    )
    .execute()
}
