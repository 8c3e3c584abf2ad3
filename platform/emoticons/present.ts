import type { EmoticonsContext } from './context'
import type { EmoticonGroup } from './contract'
import { type StoredGroup, toEmoticon } from './store'

/** Groups with their emoticons resolved (deleted ones left out), in saved order. */
export async function presentGroups(
  context: EmoticonsContext,
  groups: StoredGroup[],
  usable?: (group: StoredGroup) => boolean,
): Promise<EmoticonGroup[]> {
  const rows = await context.store.emoticonsById(
    groups.flatMap((group) => group.emoticons.map((e) => e.oid)),
  )
  return groups.map((group) => ({
    _id: group.oid,
    name: group.name,
    creatorOid: group.creatorOid,
    tierHash: group.tierHash,
    type: group.type,
    useLevel: group.useLevel,
    emoticons: group.emoticons.flatMap((ref) => {
      const row = rows.get(ref.oid)
      return row ? [toEmoticon(row, ref.size)] : []
    }),
    ...(usable ? { usable: usable(group) } : {}),
  }))
}
