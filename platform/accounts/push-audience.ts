/**
 * Who an admin's push reaches (the notifications area asks through its audience port): one
 * user, every creator, every livestreamer or everyone; accounts waiting for deletion get none.
 * Walked by id, the primary key, a page at a time.
 */
import { sql } from 'kysely'
import type { AccountsContext } from './ports'

export type PushSegment = 'user' | 'creators' | 'livestreamers' | 'everyone'

export interface PushTarget {
  segment: PushSegment
  userOid?: string | undefined
}

function audience(context: AccountsContext, { segment, userOid }: PushTarget) {
  let query = context.db
    .selectFrom('users')
    .where((eb) =>
      eb.or([eb('unregister_state', 'is', null), eb('unregister_state', '<>', 'wait')]),
    )
  if (segment === 'user') query = query.where('id', '=', userOid ?? '')
  else if (segment !== 'everyone') {
    const role = segment === 'creators' ? 'creator' : 'livestreamer'
    query = query.where(sql<boolean>`${role} = any(users.roles)`)
  }
  return query
}

export async function pushAudienceCount(context: AccountsContext, target: PushTarget) {
  const row = await audience(context, target)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pushAudiencePage(
  context: AccountsContext,
  target: PushTarget,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await audience(context, target)
    .select('id')
    .where('id', '>', after ?? '')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}
