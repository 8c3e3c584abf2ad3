import { newObjectId } from '../db/ids'
import type { SessionUser } from '../http'
import { type EmoticonsContext, notifyChanged } from './context'
import {
  type EmoticonGroupInput,
  type EmoticonGroupsResponse,
  PLATFORM_EMOTICON_OWNER,
} from './contract'
import { EMOTICON_ERRORS } from './errors'
import { groupRows } from './group-rows'
import { requireEmoticonOwner } from './owner'
import { presentGroups } from './present'

/** Replaces the creator's groups with these, in this order (one transaction). */
export async function saveGroups(
  context: EmoticonsContext,
  user: SessionUser,
  creatorOid: string,
  inputs: readonly EmoticonGroupInput[],
): Promise<EmoticonGroupsResponse> {
  requireEmoticonOwner(user, creatorOid)
  const { store } = context
  const rows = await store.emoticonsById(
    inputs.flatMap((group) => group.emoticons.map((e) => e._id)),
  )
  for (const group of inputs) {
    for (const emoticon of group.emoticons) {
      if (rows.get(emoticon._id)?.creator_oid !== creatorOid)
        throw EMOTICON_ERRORS.notYours(emoticon._id)
    }
  }
  const positions =
    creatorOid === PLATFORM_EMOTICON_OWNER
      ? new Map<string, number>()
      : await context.tiers.tierPositions(creatorOid)
  const existing = new Set((await store.groupsOf([creatorOid])).map((group) => group.oid))
  const now = context.clock.now()
  const values = groupRows(inputs, {
    creatorOid,
    positions,
    existing,
    now,
    newOid: () => newObjectId(now.getTime()),
  })
  await store.tables.transaction().execute(async (trx) => {
    await trx.deleteFrom('emoticon_groups').where('creator_oid', '=', creatorOid).execute()
    if (values.length > 0) await trx.insertInto('emoticon_groups').values(values).execute()
  })
  await notifyChanged(context, creatorOid)
  return { emoticonGroups: await presentGroups(context, await store.groupsOf([creatorOid])) }
}
