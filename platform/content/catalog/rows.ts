/** Reading one content's row, in or out of a transaction. */
import type { ContentRow } from './access'
import type { Executor } from './context'

export async function findRow(
  executor: Executor,
  contentOid: string,
  forUpdate = false,
): Promise<ContentRow | null> {
  let query = executor.selectFrom('contents').selectAll().where('oid', '=', contentOid)
  if (forUpdate) query = query.forUpdate()
  return (await query.executeTakeFirst()) ?? null
}

/** JSON columns are written as text. */
export const json = (value: unknown) => JSON.stringify(value)
